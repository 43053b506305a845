import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Space } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { listPath } from '../../../shared/kit/listReturn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  PRODUCT_STATUSES,
  ZProductSave,
  type Product,
  type ProductStatus,
} from '@dealer/contracts/game';
import { confirm } from '../../../shared/ui/dialogs';
import { confirmTexts } from '../../../shared/ui/confirmTexts';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import {
  fetchAppConfig,
  fetchPriceComponents,
  fetchProduct,
  fetchProductTypes,
  gameKeys,
  saveProduct,
} from '../api';
import { BannerField, type BannerValue } from '../components/BannerField';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { RefusalsAlert } from '../../../shared/kit/RefusalsAlert';
import { useGameSave } from '../components/useGameSave';
import '../game.css';
import { PriceComponentRows } from '../components/PriceComponentRows';
import { pointsOfRows } from '../components/pointsOfRows';
import { PRODUCT_LIST_PATH } from '../paths';

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
/** Each row's fields, so that a server refusal of a row (a repeated component) lands at it. */
const ROW_FIELDS = Array.from({ length: 20 }, (_, i) => [
  `productPriceComponents.${i}.priceComponentId`,
  `productPriceComponents.${i}.componentValue`,
]).flat();

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

/**
 * Reward product in three modes: create, view (read only) and edit. A save shows the saved
 * product; Back and Cancel return to the list as it was left (listPath).
 */
function ProductFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const viewing = useLocation().pathname.includes('/productcomponent/view/');
  const editing = id > 0 && !viewing;
  const [form] = Form.useForm<Values>();
  const { markEdited, release } = useUnsavedEdits(!viewing);
  const { save, saving, unmatched } = useGameSave(form, [...FIELDS, ...ROW_FIELDS, 'fileId'], {
    release,
  });
  const types = useQuery({
    queryKey: gameKeys.productTypes,
    queryFn: ({ signal }) => fetchProductTypes(signal),
  });
  const components = useQuery({
    queryKey: gameKeys.priceComponents,
    queryFn: ({ signal }) => fetchPriceComponents(signal),
  });
  const rate = useQuery({
    queryKey: gameKeys.appConfig,
    queryFn: ({ signal }) => fetchAppConfig(signal),
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
    const points = pointsOfRows(
      values.productPriceComponents ?? [],
      components.data ?? [],
      rate.data?.pointConversionRateIDR,
    );
    const before = editing ? found.data?.points : undefined;
    // 'Do you want to save these ?' with what the reward will cost, old → new when it changes.
    const priced =
      points === null
        ? null
        : before !== undefined && before !== points
          ? t('game.product.pointsChange', { before, after: points })
          : t('game.product.pointsNow', { points });
    const question = confirmTexts.saveThese();
    const ask = () =>
      confirm(
        priced ? (
          <>
            <p>{question}</p>
            <p>{priced}</p>
          </>
        ) : (
          question
        ),
      );
    const request = {
      ...(editing ? { productId: id, version: found.data?.version } : {}),
      productCode: values.productCode,
      productName: values.productName,
      productTypeCode: values.productTypeCode,
      productStatus: values.productStatus,
      productDescription: values.productDescription ?? '',
      productTermAndCondition: values.productTermAndCondition ?? '',
      fileId: values.banner?.fileId ?? null,
      productPriceComponents: values.productPriceComponents ?? [],
    };
    const saved = await save(request, ZProductSave, saveProduct, ask);
    // Saved: to the record as it now is (its points computed by the server).
    if (saved) void navigate(`/productcomponent/view/${saved.data.productId}`);
  };

  const title = viewing
    ? t('game.product.view')
    : editing
      ? t('game.product.edit')
      : t('game.product.add');
  return (
    <div className="page">
      <PageHeader
        title={found.data ? `${title} ${found.data.productCode}` : title}
        back={{ to: listPath(PRODUCT_LIST_PATH), label: t('game.back') }}
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
        <Alert type="error" showIcon title={t('game.loadFailed')} />
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
            <RefusalsAlert refusals={unmatched} />
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
            <PriceComponentRows
              form={form}
              viewing={viewing}
              components={components.data}
              rate={rate.data?.pointConversionRateIDR}
              savedPoints={editing ? found.data?.points : undefined}
            />
            {viewing ? null : (
              <Space>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('game.save')}
                </Button>
                <Button onClick={() => void navigate(listPath(PRODUCT_LIST_PATH))}>
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
