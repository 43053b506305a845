import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Space, Table, Tag } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_STATUSES, type ProductSummary } from '@dealer/contracts/game';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { fetchProducts, fetchProductTypes, gameKeys } from '../api';
import { statusColor } from '../components/productStatus';
import '../game.css';

/** Reward products: the list call (limit 100, ordered by product code) with a type filter. */
function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [productType, setProductType] = useState('');
  const [keyword, setKeyword] = useState('');
  const types = useQuery({
    queryKey: gameKeys.productTypes,
    queryFn: ({ signal }) => fetchProductTypes(signal),
  });
  const list = useQuery({
    queryKey: gameKeys.products(productType, keyword),
    queryFn: ({ signal }) => fetchProducts(productType, keyword, signal),
  });
  const statusLabel = (value: number) =>
    t(`game.product.status${PRODUCT_STATUSES.find((s) => s.value === value)?.label ?? 'Active'}`);

  return (
    <div className="page">
      <PageHeader
        title={t('game.product.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate('/productcomponent/create')}
          >
            {t('game.product.add')}
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap className="game-filters">
          <FormSelect
            aria-label={t('game.product.type')}
            style={{ minWidth: 220 }}
            value={productType}
            loading={types.isPending}
            onChange={setProductType}
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
            onSearch={(value) => setKeyword(value.trim())}
          />
        </Flex>
        <Table<ProductSummary>
          rowKey="productId"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          aria-label={t('game.product.title')}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.product.empty')} />
            ),
          }}
          columns={[
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
            { title: t('game.product.code'), dataIndex: 'productCode', width: 140 },
            { title: t('game.product.name'), dataIndex: 'productName' },
            { title: t('game.product.type'), dataIndex: 'productTypeName', width: 160 },
            {
              title: t('game.product.status'),
              dataIndex: 'productStatus',
              width: 110,
              render: (v: number) => <Tag color={statusColor(v)}>{statusLabel(v)}</Tag>,
            },
            { title: t('game.product.points'), dataIndex: 'points', width: 100, align: 'right' },
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
          ]}
        />
      </Card>
    </div>
  );
}

/** Route module for productcomponent. */
export function Component() {
  return <ProductListPage />;
}
