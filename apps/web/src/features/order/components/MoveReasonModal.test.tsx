import { MASTER_API } from '@dealer/contracts/master';
import { ORDER_API } from '@dealer/contracts/order';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/queryClient';
import { endSession, startSession } from '../../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/masterHarness';
import { testOrder } from '../test/order';
import { OrderActions } from './OrderActions';

// antd's modals and selects are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const reason = (id: number, reasonCategoryId: number, reasonDescription: string) => ({
  id,
  reasonCategoryId,
  reasonCategoryCode: reasonCategoryId === 10 ? 'CANCEL' : 'REJECT',
  reasonCategoryDescription: '',
  reasonDescription,
  isEnabled: true,
  isActive: true,
  createdTime: '2026-11-01T00:00:00Z',
  createdBy: 'system',
  updatedTime: null,
  updatedBy: null,
  version: 1,
});
/** What the reason list answers per category asked (DisplayAll with reasonCategoryId). */
const REASONS: Record<number, ReturnType<typeof reason>[]> = {
  10: [reason(7, 10, 'Customer did not show up'), reason(8, 10, 'Bad weather')],
  12: [reason(9, 12, 'Unit not ready')],
};

const bodiesOf = (url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (String(input) === MASTER_API.reason.command) {
      const list = REASONS[body.reasonCategoryId as number] ?? [];
      return jsonResponse([
        { acknowledge: 1, message: 'Success', reasonListMappings: list, total: list.length },
      ]);
    }
    if (String(input) === ORDER_API.updateStatus) {
      return jsonResponse({
        acknowledge: 1,
        message: `${String(body.testDriveOrderNo)} Order cancelled`,
        testDriveOrderNo: body.testDriveOrderNo,
        statusCode: 13,
        statusName: 'CANCELLED',
        version: 2,
      });
    }
    return jsonResponse({ acknowledge: 0, message: 'nope' }, 404);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function open(role: string, statusCode: number) {
  await startSession(makeSession({ role, roles: [role] }));
  const onMoved = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <OrderActions
            order={testOrder({ statusCode })}
            actor={{ role, additionalRoles: [], fullName: 'Rina' }}
            onMoved={onMoved}
          />
        ),
      },
    ],
    '/',
  );
  return onMoved;
}

const dialog = () => screen.findByRole('dialog');

describe('the cancel and reject popups', () => {
  it('cancels only with a reason of the CANCEL list, sending it and the note', async () => {
    const onMoved = await open('crc', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const popup = await dialog();
    // Without a reason the popup stays and sends nothing.
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel order' }));
    expect(await within(popup).findByText('Choose a reason')).toBeInTheDocument();
    expect(bodiesOf(ORDER_API.updateStatus)).toEqual([]);
    expect(bodiesOf(MASTER_API.reason.command)[0]).toMatchObject({
      action: 'DisplayAll',
      reasonCategoryId: 10,
    });

    fireEvent.mouseDown(within(popup).getByRole('combobox', { name: 'Reason', hidden: true }));
    fireEvent.click(await screen.findByTitle('Bad weather'));
    fireEvent.change(within(popup).getByLabelText('Note (optional)'), {
      target: { value: ' Storm warning ' },
    });
    fireEvent.click(within(popup).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(bodiesOf(ORDER_API.updateStatus)).toHaveLength(1));
    expect(bodiesOf(ORDER_API.updateStatus)[0]).toMatchObject({
      status: 'CANCELLED',
      reasonListMappingId: 8,
      reasonNotes: 'Storm warning',
    });
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
  });

  it('asks the unit desk for a REJECT reason and sends no note when none was written', async () => {
    await open('pdi', 5);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const popup = await dialog();
    fireEvent.mouseDown(within(popup).getByRole('combobox', { name: 'Reason', hidden: true }));
    fireEvent.click(await screen.findByTitle('Unit not ready'));
    expect(screen.queryByTitle('Bad weather')).toBeNull();
    fireEvent.click(within(popup).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodiesOf(ORDER_API.updateStatus)).toHaveLength(1));
    const sent = bodiesOf(ORDER_API.updateStatus)[0]!;
    expect(sent).toMatchObject({ status: 'REJECTBYPDI', reasonListMappingId: 9 });
    expect(sent).not.toHaveProperty('reasonNotes');
  });
});
