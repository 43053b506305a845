import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CALC_TYPES, ZPriceComponentSave, type CalcType } from '@dealer/contracts/game';
import { RadioGroupField } from '../../../shared/form/RadioGroupField';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { listPath } from '../../../shared/kit/listReturn';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { fetchPriceComponent, gameKeys, savePriceComponent } from '../api';
import { RefusalsAlert } from '../../../shared/kit/RefusalsAlert';
import { useGameSave } from '../components/useGameSave';
import { PRICE_COMPONENT_LIST_PATH } from '../paths';

interface Values {
  priceComponentCode: string;
  priceComponentName: string;
  priceComponentDescription: string;
  priceComponentCalcType: CalcType;
}
const FIELDS = [
  'priceComponentCode',
  'priceComponentName',
  'priceComponentDescription',
  'priceComponentCalcType',
];

/**
 * Create or edit a price component (Currency or Percentage). Save, Back and Cancel return to the
 * list as it was left: its filters, sort and page (listPath).
 */
function PriceComponentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const editing = id > 0;
  const [form] = Form.useForm<Values>();
  const { markEdited, release } = useUnsavedEdits();
  const { save, saving, unmatched } = useGameSave(form, FIELDS, {
    release,
    after: PRICE_COMPONENT_LIST_PATH,
  });
  const found = useQuery({
    queryKey: gameKeys.priceComponent(id),
    queryFn: ({ signal }) => fetchPriceComponent(id, signal),
    enabled: editing,
    retry: false,
  });
  useEffect(() => {
    if (found.data) form.setFieldsValue(found.data);
  }, [found.data, form]);

  const submit = (values: Values) =>
    save(
      {
        ...values,
        priceComponentDescription: values.priceComponentDescription ?? '',
        ...(editing ? { priceComponentId: id, version: found.data?.version } : {}),
      },
      ZPriceComponentSave,
      savePriceComponent,
    );

  const title = editing ? t('game.price.edit') : t('game.price.add');
  return (
    <div className="page">
      <PageHeader
        title={title}
        back={{ to: listPath(PRICE_COMPONENT_LIST_PATH), label: t('game.back') }}
      />
      {editing && found.isPending ? (
        <PageLoading />
      ) : editing && found.isError ? (
        <Alert type="error" showIcon title={t('game.loadFailed')} />
      ) : (
        <Card>
          <Form<Values>
            form={form}
            name="pricecomponent"
            layout="vertical"
            style={{ maxWidth: 560 }}
            initialValues={{ priceComponentCalcType: 'Currency', priceComponentDescription: '' }}
            onValuesChange={markEdited}
            onFinish={(values) => void submit(values)}
          >
            <RefusalsAlert refusals={unmatched} />
            <Form.Item
              name="priceComponentCode"
              label={t('game.price.code')}
              rules={[{ required: true, message: t('game.required') }]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="priceComponentName"
              label={t('game.price.name')}
              rules={[{ required: true, message: t('game.required') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="priceComponentDescription" label={t('game.price.description')}>
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
            <Form.Item
              name="priceComponentCalcType"
              label={t('game.price.calcType')}
              rules={[{ required: true }]}
            >
              <RadioGroupField
                label={t('game.price.calcType')}
                optionType="button"
                options={CALC_TYPES.map((c) => ({ value: c, label: t(`game.price.${c}`) }))}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('game.save')}
              </Button>
              <Button onClick={() => void navigate(listPath(PRICE_COMPONENT_LIST_PATH))}>
                {t('game.cancel')}
              </Button>
            </Space>
          </Form>
        </Card>
      )}
    </div>
  );
}

/** Route module for pricecomponent/create and pricecomponent/edit/:id. */
export function Component() {
  return <PriceComponentFormPage />;
}
