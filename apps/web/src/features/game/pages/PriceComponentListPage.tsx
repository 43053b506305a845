import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  GAME_API,
  PRICE_COMPONENT_ORDER,
  PRICE_COMPONENT_SORTS,
  type PriceComponent,
  type PriceComponentExportRequest,
} from '@dealer/contracts/game';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { listTableProps } from '../../../shared/kit/listTable';
import { sortOf, type FilterParam } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { confirmDelete } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { deletePriceComponent, fetchPriceComponents, gameKeys } from '../api';
import { PRICE_COMPONENT_LIST_PATH } from '../paths';

/** The list has no filters: its URL holds the page, the size and the sort. */
const PARAMS: readonly FilterParam[] = [];

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

/**
 * Price components: list, create, edit, delete (refused while a product prices with it). The
 * list call answers every component, so the table sorts and pages them in the browser, with the
 * same comparisons the export sorts its file by.
 */
function PriceComponentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [query, setQuery] = useListQuery(PRICE_COMPONENT_LIST_PATH, PARAMS);
  const list = useQuery({
    queryKey: gameKeys.priceComponents,
    queryFn: ({ signal }) => fetchPriceComponents(signal),
  });
  const rows = list.data ?? [];
  const exportBody = (): PriceComponentExportRequest => sortOf(query, PRICE_COMPONENT_SORTS);

  const remove = async (row: PriceComponent) => {
    if (!(await confirmDelete(row.priceComponentCode))) return;
    const outcome = await deletePriceComponent(row.priceComponentId, row.version).catch(() => null);
    if (!outcome) return;
    if (outcome.ok) notifySuccess('Success');
    else notifyError(outcome.message);
    await client.invalidateQueries({ queryKey: gameKeys.all });
  };

  const columns: TableColumnsType<PriceComponent> = [
    {
      title: t('game.price.code'),
      key: 'priceComponentCode',
      dataIndex: 'priceComponentCode',
      width: 140,
      sorter: PRICE_COMPONENT_ORDER.priceComponentCode,
    },
    {
      title: t('game.price.name'),
      key: 'priceComponentName',
      dataIndex: 'priceComponentName',
      sorter: PRICE_COMPONENT_ORDER.priceComponentName,
    },
    {
      title: t('game.price.description'),
      key: 'priceComponentDescription',
      dataIndex: 'priceComponentDescription',
      sorter: PRICE_COMPONENT_ORDER.priceComponentDescription,
    },
    {
      title: t('game.price.calcType'),
      key: 'priceComponentCalcType',
      dataIndex: 'priceComponentCalcType',
      width: 140,
      sorter: PRICE_COMPONENT_ORDER.priceComponentCalcType,
      render: (v: PriceComponent['priceComponentCalcType']) => (
        <Tag color={v === 'Currency' ? 'blue' : 'purple'}>{t(`game.price.${v}`)}</Tag>
      ),
    },
    {
      title: t('game.price.productCount'),
      key: 'productCount',
      dataIndex: 'productCount',
      width: 110,
      sorter: PRICE_COMPONENT_ORDER.productCount,
    },
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
  ];

  return (
    <div className="page">
      <PageHeader
        title={t('game.price.title')}
        extra={
          <>
            <ExportButton
              path={GAME_API.priceExport}
              body={exportBody}
              fileName="price-components.xlsx"
              title={t('game.price.title')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/pricecomponent/create')}
            >
              {t('game.price.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Table<PriceComponent>
          rowKey="priceComponentId"
          loading={list.isPending}
          dataSource={rows}
          scroll={{ x: 760 }}
          aria-label={t('game.price.title')}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.price.empty')} />
            ),
          }}
          {...listTableProps(query, setQuery, columns, { total: rows.length, t })}
        />
      </Card>
    </div>
  );
}

/** Route module for pricecomponent. */
export function Component() {
  return <PriceComponentListPage />;
}
