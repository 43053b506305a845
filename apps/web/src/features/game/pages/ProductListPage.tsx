import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  GAME_API,
  PRODUCT_EXPORT_SORTS,
  PRODUCT_STATUSES,
  type ProductExportRequest,
  type ProductSummary,
} from '@dealer/contracts/game';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { FormSelect } from '../../../shared/kit/formItems';
import { listTableProps } from '../../../shared/kit/listTable';
import { sortOf, type FilterParam } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { fetchProducts, fetchProductTypes, gameKeys } from '../api';
import { statusColor } from '../components/productStatus';
import { PRODUCT_LIST_PATH } from '../paths';
import '../game.css';

const PARAMS: readonly FilterParam[] = [
  { name: 'productType', valueType: 'string' },
  { name: 'keyword', valueType: 'string' },
];

const byText = (pick: (row: ProductSummary) => string) => (a: ProductSummary, b: ProductSummary) =>
  pick(a).localeCompare(pick(b), 'en', { sensitivity: 'base' });

/**
 * Reward products: the list call (limit 100, ordered by product code) with a type filter and a
 * keyword. The call answers the whole list, so the table sorts and pages it in the browser; the
 * filters, page, size and sort live in the URL.
 */
function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery(PRODUCT_LIST_PATH, PARAMS);
  const productType = String(query.filters.productType ?? '');
  const keyword = String(query.filters.keyword ?? '');
  // What is typed but not yet searched stays on screen; it starts as the URL's keyword.
  const [typed, setTyped] = useState(keyword);
  const search = (filters: { productType: string; keyword: string }) =>
    setQuery({ filters, page: 1 });
  const types = useQuery({
    queryKey: gameKeys.productTypes,
    queryFn: ({ signal }) => fetchProductTypes(signal),
  });
  const list = useQuery({
    queryKey: gameKeys.products(productType, keyword),
    queryFn: ({ signal }) => fetchProducts(productType, keyword, signal),
  });
  const rows = list.data?.data ?? [];
  const statusLabel = (value: number) =>
    t(`game.product.status${PRODUCT_STATUSES.find((s) => s.value === value)?.label ?? 'Active'}`);
  // The file holds what the list is filtered by; its order, where the list call can give it.
  const exportBody = (): ProductExportRequest => ({
    productType: productType || undefined,
    keyword: keyword || undefined,
    ...sortOf(query, PRODUCT_EXPORT_SORTS),
  });

  const columns: TableColumnsType<ProductSummary> = [
    {
      title: t('game.product.banner'),
      key: 'banner',
      width: 96,
      render: (_: unknown, row) =>
        row.imageUrl ? (
          <img className="game-thumb" src={row.imageUrl} alt={row.productName} />
        ) : (
          '—'
        ),
    },
    {
      title: t('game.product.code'),
      key: 'productCode',
      dataIndex: 'productCode',
      width: 140,
      sorter: byText((row) => row.productCode),
    },
    {
      title: t('game.product.name'),
      key: 'productName',
      dataIndex: 'productName',
      sorter: byText((row) => row.productName),
    },
    {
      title: t('game.product.type'),
      key: 'productTypeName',
      dataIndex: 'productTypeName',
      width: 160,
      sorter: byText((row) => row.productTypeName),
    },
    {
      title: t('game.product.status'),
      key: 'productStatus',
      dataIndex: 'productStatus',
      width: 110,
      sorter: (a, b) => a.productStatus - b.productStatus,
      render: (v: number) => <Tag color={statusColor(v)}>{statusLabel(v)}</Tag>,
    },
    {
      title: t('game.product.points'),
      key: 'points',
      dataIndex: 'points',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.points - b.points,
    },
    {
      title: t('game.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, row) => (
        <Space>
          <Link
            to={`/productcomponent/view/${row.productId}`}
            aria-label={`${t('game.view')} ${row.productCode}`}
          >
            <EyeOutlined aria-hidden />
          </Link>
          <Link
            to={`/productcomponent/edit/${row.productId}`}
            aria-label={`${t('game.edit')} ${row.productCode}`}
          >
            <EditOutlined aria-hidden />
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader
        title={t('game.product.title')}
        extra={
          <>
            <ExportButton
              path={GAME_API.productExport}
              body={exportBody}
              fileName="products.xlsx"
              title={t('game.product.title')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/productcomponent/create')}
            >
              {t('game.product.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Flex gap={12} wrap className="game-filters">
          <FormSelect
            aria-label={t('game.product.type')}
            style={{ minWidth: 220 }}
            value={productType}
            loading={types.isPending}
            onChange={(value: string) => search({ productType: value, keyword })}
            options={[
              { value: '', label: t('game.product.allTypes') },
              ...(types.data ?? []).map((x) => ({
                value: x.productTypeCode,
                label: x.productTypeName,
              })),
            ]}
          />
          <Input.Search
            aria-label={t('game.product.search')}
            placeholder={t('game.product.search')}
            allowClear
            style={{ maxWidth: 320 }}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => search({ productType, keyword: value.trim() })}
          />
        </Flex>
        <Table<ProductSummary>
          rowKey="productId"
          loading={list.isPending}
          dataSource={rows}
          scroll={{ x: 900 }}
          aria-label={t('game.product.title')}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.product.empty')} />
            ),
          }}
          {...listTableProps(query, setQuery, columns, { total: rows.length, t })}
        />
      </Card>
    </div>
  );
}

/** Route module for productcomponent. */
export function Component() {
  return <ProductListPage />;
}
