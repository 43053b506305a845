import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PriceComponent } from '@dealer/contracts/game';
import { confirmDelete } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { deletePriceComponent, fetchPriceComponents, gameKeys } from '../api';

/**
 * Delete, offered only where it can succeed: a component a product prices with is refused by
 * the server, so its button is disabled and says why on hover (on a wrapper: a disabled button
 * hears no pointer).
 */
function DeleteButton({
  row,
  label,
  onDelete,
}: {
  row: PriceComponent;
  label: string;
  onDelete: (row: PriceComponent) => void;
}) {
  const { t } = useTranslation();
  const inUse =
    row.productCount > 0 ? t('game.price.inUse', { count: row.productCount }) : undefined;
  return (
    <Tooltip title={inUse ?? t('game.delete')}>
      <span className="price-delete-reason">
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={label}
          aria-description={inUse}
          disabled={inUse !== undefined}
          onClick={() => onDelete(row)}
        />
      </span>
    </Tooltip>
  );
}

/** Price components: list, create, edit, delete (refused while a product prices with it). */
function PriceComponentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: gameKeys.priceComponents,
    queryFn: ({ signal }) => fetchPriceComponents(signal),
  });

  const remove = async (row: PriceComponent) => {
    if (!(await confirmDelete(row.priceComponentCode))) return;
    const outcome = await deletePriceComponent(row.priceComponentId, row.version).catch(() => null);
    if (!outcome) return;
    if (outcome.ok) notifySuccess('Success');
    else notifyError(outcome.message);
    await client.invalidateQueries({ queryKey: gameKeys.all });
  };

  return (
    <div className="page">
      <PageHeader
        title={t('game.price.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate('/pricecomponent/create')}
          >
            {t('game.price.add')}
          </Button>
        }
      />
      <Card>
        <Table<PriceComponent>
          rowKey="priceComponentId"
          loading={list.isPending}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: 760 }}
          aria-label={t('game.price.title')}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.price.empty')} />
            ),
          }}
          columns={[
            { title: t('game.price.code'), dataIndex: 'priceComponentCode', width: 140 },
            { title: t('game.price.name'), dataIndex: 'priceComponentName' },
            { title: t('game.price.description'), dataIndex: 'priceComponentDescription' },
            {
              title: t('game.price.calcType'),
              dataIndex: 'priceComponentCalcType',
              width: 140,
              render: (v: PriceComponent['priceComponentCalcType']) => (
                <Tag color={v === 'Currency' ? 'blue' : 'purple'}>{t(`game.price.${v}`)}</Tag>
              ),
            },
            { title: t('game.price.productCount'), dataIndex: 'productCount', width: 110 },
            {
              title: t('game.actions'),
              key: 'actions',
              width: 110,
              render: (_: unknown, row) => (
                <Space>
                  <Link
                    to={`/pricecomponent/edit/${row.priceComponentId}`}
                    aria-label={`${t('game.edit')} ${row.priceComponentCode}`}
                  >
                    <EditOutlined aria-hidden />
                  </Link>
                  <DeleteButton
                    row={row}
                    label={`${t('game.delete')} ${row.priceComponentCode}`}
                    onDelete={(r) => void remove(r)}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}

/** Route module for pricecomponent. */
export function Component() {
  return <PriceComponentListPage />;
}
