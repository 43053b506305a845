import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Typography, type FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { COMPONENT_VALUE_MAX, type PriceComponent } from '@dealer/contracts/game';
import { repeatedComponentRows } from '@dealer/contracts/game-components';
import { NumberInput } from '../../../shared/form/NumberInput';
import { numberRules } from '../../../shared/form/numberRules';
import { FormSelect } from '../../../shared/kit/formItems';
import { pointsOfRows, type ComponentRow } from './pointsOfRows';

/** A component's value: above 0 (the contract's positive()), at most two decimals. */
const COMPONENT_VALUE = { min: 0.01, max: COMPONENT_VALUE_MAX, decimals: 2 };
const LIST = 'productPriceComponents';

interface Props {
  form: FormInstance;
  viewing: boolean;
  components: readonly PriceComponent[] | undefined;
  /** The saved conversion rate (IDR per point); undefined while it loads. */
  rate: number | undefined;
  /** The saved product's points price (editing), to show old → new. */
  savedPoints: number | undefined;
}

/**
 * The product's price components, one row each, and its points price as it is edited (old → new
 * when editing). A component chosen in an earlier row is refused at the later row, naming it.
 */
export function PriceComponentRows({ form, viewing, components, rate, savedPoints }: Props) {
  const { t } = useTranslation();
  const rows = (Form.useWatch(LIST, form) ?? []) as ComponentRow[];
  const points = pointsOfRows(rows, components ?? [], rate);
  const options = (components ?? []).map((c) => ({
    value: c.priceComponentId,
    label: `${c.priceComponentCode} · ${c.priceComponentName} (${t(`game.price.${c.priceComponentCalcType}`)})`,
  }));
  const notRepeated = (index: number) => ({
    validator: async (_: RuleObject, value: unknown) => {
      if (value === undefined || value === null) return;
      const all = (form.getFieldValue(LIST) ?? []) as ComponentRow[];
      const repeat = repeatedComponentRows(all).find((r) => r.row === index);
      if (repeat) throw new Error(t('game.product.repeatsRow', { row: repeat.firstRow + 1 }));
    },
  });
  // A choice in one row can make another row's refusal right or wrong: check every chosen row.
  const recheck = () =>
    void form
      .validateFields(rows.map((_, i) => [LIST, i, 'priceComponentId']))
      .catch(() => undefined);
  const pointsText =
    points === null
      ? t('game.product.pointsPriceNone')
      : savedPoints !== undefined && savedPoints !== points
        ? `${savedPoints} → ${points}`
        : String(points);

  return (
    <>
      <Form.Item label={t('game.product.priceComponents')} required>
        <Form.List name={LIST}>
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'priceComponentId']}
                    rules={[{ required: true, message: t('game.required') }, notRepeated(index)]}
                    style={{ marginBottom: 0, minWidth: 280, flex: 1 }}
                  >
                    <FormSelect
                      aria-label={`${t('game.product.component')} ${index + 1}`}
                      loading={components === undefined}
                      options={options}
                      onChange={recheck}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'componentValue']}
                    rules={numberRules(COMPONENT_VALUE, { required: t('game.required') })}
                    style={{ marginBottom: 0 }}
                  >
                    <NumberInput
                      aria-label={`${t('game.product.componentValue')} ${index + 1}`}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  {viewing ? null : (
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`${t('game.delete')} ${index + 1}`}
                      onClick={() => {
                        remove(field.name);
                        recheck();
                      }}
                    />
                  )}
                </Flex>
              ))}
              {viewing ? null : (
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add()}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('game.product.addComponent')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      {viewing ? null : (
        <Form.Item label={t('game.product.pointsPrice')}>
          <Typography.Text strong data-testid="points-price" aria-live="polite">
            {pointsText}
          </Typography.Text>
        </Form.Item>
      )}
    </>
  );
}
