import { act, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int4 } from '@dealer/contracts/bounds';
import { loadTranslations } from '../i18n/i18n';
import { contractRefusals, passesContract, serverRefusals } from './contractCheck';

const SCHEMA = z.object({
  questName: z.string().trim().min(1, 'questName is required').max(10),
  tasks: z
    .array(z.object({ targetTask: int4({ min: 1, max: 1_000_000 }) }))
    .min(1, 'tasks needs at least one task'),
  videoURL: z.url(),
});
const FIELDS = ['questName', 'tasks', 'tasks.0.targetTask', 'tasks.1.targetTask', 'videoURL'];

afterEach(async () => {
  await loadTranslations('en');
});

function renderForm(): { form: () => FormInstance } {
  let instance: FormInstance | undefined;
  function Harness() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        <Form.Item name="questName" label="Quest name">
          <Input />
        </Form.Item>
        <Form.Item name={['tasks', 0, 'targetTask']} label="Target 1">
          <Input />
        </Form.Item>
        <Form.Item name={['tasks', 1, 'targetTask']} label="Target 2">
          <Input />
        </Form.Item>
        <Form.Item name="videoURL" label="Video">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return { form: () => instance! };
}

describe('checking a form with its contract before asking', () => {
  it("puts each refusal under its field, nested list items included, in the user's language", async () => {
    await loadTranslations('fr');
    const { form } = renderForm();
    let outcome: ReturnType<typeof passesContract> | undefined;
    act(() => {
      outcome = passesContract(
        form(),
        SCHEMA,
        { questName: '  ', tasks: [{ targetTask: 5 }, { targetTask: 0.5 }], videoURL: 'video' },
        FIELDS,
      );
    });
    expect(outcome).toEqual({ ok: false, unmatched: [] });
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un nombre entier')).toBeInTheDocument();
    expect(screen.getByText(/Saisissez une adresse web/)).toBeInTheDocument();
    // The API's field path never reaches the user.
    expect(screen.queryByText(/tasks\.1|questName/)).not.toBeInTheDocument();
  });

  it('lets a request the contract accepts through, and keeps list-level refusals for the page', () => {
    const { form } = renderForm();
    expect(
      passesContract(
        form(),
        SCHEMA,
        { questName: 'Q', tasks: [{ targetTask: 3 }], videoURL: 'https://a.b/c' },
        FIELDS,
      ),
    ).toEqual({ ok: true, unmatched: [] });
    expect(
      contractRefusals(SCHEMA, { questName: 'Q', tasks: [], videoURL: 'https://a.b' }),
    ).toEqual([{ field: 'tasks', message: 'Add at least 1' }]);
  });
});

describe("the server's refusals", () => {
  it('are said by their kind, by the feature’s text for the contract’s own words, else as sent', async () => {
    await loadTranslations('it');
    expect(
      serverRefusals(
        [
          {
            field: 'promotionDescription',
            message: 'too long',
            issue: { kind: 'maxLength', limit: 50_000 },
          },
          {
            field: 'productPriceComponents',
            message: 'productPriceComponents needs at least one Currency component',
            issue: { kind: 'custom' },
          },
          { field: 'promoCode', message: 'promo code in use' },
        ],
        {
          'productPriceComponents needs at least one Currency component':
            'Serve almeno un componente in valuta',
        },
      ),
    ).toEqual([
      { field: 'promotionDescription', message: 'Al massimo 50.000 caratteri' },
      { field: 'productPriceComponents', message: 'Serve almeno un componente in valuta' },
      { field: 'promoCode', message: 'promo code in use' },
    ]);
  });
});
