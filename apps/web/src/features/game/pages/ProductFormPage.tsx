import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Space } from 'antd';
import { FormSelect } from '../../../shared/master/formItems';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PRODUCT_STATUSES, type Product, type ProductStatus } from '@dealer/contracts/game';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import {
  fetchPriceComponents,
  fetchProduct,
  fetchProductTypes,
  gameKeys,
  saveProduct,
} from '../api';
import { BannerField, type BannerValue } from '../components/BannerField';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { useQuestForm } from '../components/useQuestForm';
import '../game.css';
import { NumberInput } from '../../../shared/form/NumberInput';
import { numberRules } from '../../../shared/form/numberRules';
import { COMPONENT_VALUE_MAX } from '@dealer/contracts/game';

/** A component's value: above 0 (the contract's positive()), at most two decimals. */
const COMPONENT_VALUE = { min: 0.01, max: COMPONENT_VALUE_MAX, decimals: 2 };

interface Values {
  productCode: string;
  productName: string;
  productTypeCode: string;
  productStatus: ProductStatus;
  productDescription: string;
  productTermAndCondition: string;
  banner: BannerValue;
  productPriceComponents: { priceComponentId: number; componentValue: number }[];
}
const FIELDS = [
  'productCode',
  'productName',
  'productTypeCode',
  'productStatus',
  'productDescription',
  'productTermAndCondition',
];

const toValues = (p: Product): Values => ({
  productCode: p.productCode,
  productName: p.productName,
  productTypeCode: p.productTypeCode,
  productStatus: p.productStatus,
  productDescription: p.productDescription,
  productTermAndCondition: p.productTermAndCondition,
  banner: { fileId: p.fileId, url: p.imageUrl },
  productPriceComponents: p.productPriceComponents.map((c) => ({
    priceComponentId: c.priceComponentId,
    componentValue: c.componentValue,
  })),
});

/** Reward product in three modes: create, view (read only) and edit. */
function ProductFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().id ?? 0);
  const viewing = useLocation().pathname.includes('/productcomponent/view/');
  const editing = id > 0 && !viewing;
  const [form] = Form.useForm<Values>();
  const { saving, run } = useQuestForm(form, [...FIELDS, 'fileId']);
  const { markEdited, release } = useUnsavedEdits(!viewing);
  const types = useQuery({
    queryKey: gameKeys.productTypes,
    queryFn: ({ signal }) => fetchProductTypes(signal),
  });
  const components = useQuery({
    queryKey: gameKeys.priceComponents,
    queryFn: ({ signal }) => fetchPriceComponents(signal),
  });
  const found = useQuery({
    queryKey: gameKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id > 0,
    retry: false,
  });
  useEffect(() => {
    if (found.data) form.setFieldsValue(toValues(found.data));
  }, [found.data, form, viewing]);

  const submit = async (values: Values) => {
    if (!(await confirmSaveThese())) return;
    const saved = await run(() =>
      saveProduct({
        ...(editing ? { productId: id, version: found.data?.version } : {}),
        productCode: values.productCode,
        productName: values.productName,
        productTypeCode: values.productTypeCode,
        productStatus: values.productStatus,
        productDescription: values.productDescription ?? '',
        productTermAndCondition: values.productTermAndCondition ?? '',
        fileId: values.banner?.fileId ?? null,
        productPriceComponents: values.productPriceComponents ?? [],
      }),
    );
    if (!saved) return;
    await client.invalidateQueries({ queryKey: gameKeys.all });
    release();
    void navigate(`/productcomponent/view/${saved.data.productId}`);
  };

  const title = viewing
    ? t('game.product.view')
    : editing
      ? t('game.product.edit')
      : t('game.product.add');
  const componentOptions = (components.data ?? []).map((c) => ({
    value: c.priceComponentId,
    label: `${c.priceComponentCode} · ${c.priceComponentName} (${t(`game.price.${c.priceComponentCalcType}`)})`,
  }));
  return (
    <div className="page">
      <PageHeader
        title={found.data ? `${title} ${found.data.productCode}` : title}
        back={{ to: '/productcomponent', label: t('game.back') }}
        extra={
          viewing ? (
            <Button type="primary" onClick={() => void navigate(`/productcomponent/edit/${id}`)}>
              {t('game.edit')}
            </Button>
          ) : null
        }
      />
      {id > 0 && found.isPending ? (
        <PageLoading />
      ) : id > 0 && found.isError ? (
        <Alert type="error" showIcon message={t('game.loadFailed')} />
      ) : (
        <Card>
          {viewing && found.data ? (
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('game.product.points')}>
                {found.data.points}
              </Descriptions.Item>
              <Descriptions.Item label={t('game.product.version')}>
                {found.data.version}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
          <Form<Values>
            form={form}
            name="product"
            layout="vertical"
            disabled={viewing}
            initialValues={{
              productStatus: 0,
              banner: { fileId: null, url: null },
              productPriceComponents: [{}],
            }}
            onValuesChange={markEdited}
            onFinish={(values) => void submit(values)}
          >
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="productCode"
                  label={t('game.product.code')}
                  rules={[{ required: true, message: t('game.required') }]}
                >
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  name="productName"
                  label={t('game.product.name')}
                  rules={[{ required: true, message: t('game.required') }]}
                >
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="productTypeCode"
                  label={t('game.product.type')}
                  rules={[{ required: true, message: t('game.required') }]}
                >
                  <FormSelect
                    loading={types.isPending}
                    options={(types.data ?? []).map((x) => ({
                      value: x.productTypeCode,
                      label: x.productTypeName,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="productStatus"
                  label={t('game.product.status')}
                  rules={[{ required: true }]}
                >
                  <FormSelect
                    options={PRODUCT_STATUSES.map((s) => ({
                      value: s.value,
                      label: t(`game.product.status${s.label}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="productDescription" label={t('game.product.description')}>
              <Input.TextArea maxLength={2000} rows={2} />
            </Form.Item>
            <Form.Item name="productTermAndCondition" label={t('game.product.terms')}>
              <Input.TextArea maxLength={5000} rows={4} />
            </Form.Item>
            <Form.Item name="banner" label={t('game.product.banner')}>
              <BannerField disabled={viewing} />
            </Form.Item>
            <Form.Item label={t('game.product.priceComponents')} required>
              <Form.List name="productPriceComponents">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={8}>
                    {fields.map((field, index) => (
                      <Flex key={field.key} gap={8} align="start" wrap>
                        <Form.Item
                          name={[field.name, 'priceComponentId']}
                          rules={[{ required: true, message: t('game.required') }]}
                          style={{ marginBottom: 0, minWidth: 280, flex: 1 }}
                        >
                          <FormSelect
                            aria-label={`${t('game.product.component')} ${index + 1}`}
                            loading={components.isPending}
                            options={componentOptions}
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
                            onClick={() => remove(field.name)}
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
              <Space>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('game.save')}
                </Button>
                <Button onClick={() => void navigate('/productcomponent')}>
                  {t('game.cancel')}
                </Button>
              </Space>
            )}
          </Form>
        </Card>
      )}
    </div>
  );
}

/** Route module for productcomponent/create, view/:id and edit/:id. */
export function Component() {
  return <ProductFormPage />;
}
