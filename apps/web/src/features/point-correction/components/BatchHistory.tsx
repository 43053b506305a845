import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BATCH_SORT_FIELDS,
  BATCH_STATUSES,
  POINT_CORRECTION_API,
  type Batch,
  type BatchListQuery,
  type BatchStatus,
} from '@dealer/contracts/point-correction';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { FormSelect } from '../../../shared/kit/formItems';
import { listTableProps } from '../../../shared/kit/listTable';
import { sortOf, type FilterParam, type ListQuery } from '../../../shared/kit/search';
import { formatDateTime } from '../../../shared/time/businessTime';
import { fetchBatches, pointKeys } from '../api';
import { useListSearch } from '../../../shared/kit/search';
import { BatchStatusTag } from './BatchStatusTag';

interface BatchHistoryProps {
  onOpen: (batch: Batch) => void;
  onReverse: (batch: Batch) => void;
}

/**
 * The card's parameters in the page's URL: `batches.status`, `batches.page`, `batches.sort`...
 * The page holds other cards, so the list keeps to its own names (listQuery.ts).
 */
const PREFIX = 'batches';
const PARAMS: readonly FilterParam[] = [{ name: 'status', valueType: 'string' }];
/** The history showed ten batches a page before its size could be chosen; it still opens so. */
const PAGE_SIZE = 10;

const isStatus = (value: unknown): value is BatchStatus =>
  (BATCH_STATUSES as readonly unknown[]).includes(value);

/** The list call of the URL's query; a status the list does not know is no filter. */
function batchQuery(query: ListQuery): BatchListQuery {
  const { status } = query.filters;
  return {
    ...(isStatus(status) ? { status } : {}),
    ...sortOf(query, BATCH_SORT_FIELDS),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every correction batch, newest first unless sorted: open its preview, reverse a committed one. */
export function BatchHistory({ onOpen, onReverse }: BatchHistoryProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useListSearch(PARAMS, { prefix: PREFIX, defaultPageSize: PAGE_SIZE });
  const request = batchQuery(query);
  const batches = useQuery({
    queryKey: pointKeys.batches(request),
    queryFn: ({ signal }) => fetchBatches(request, signal),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<Batch> = [
    {
      title: t('pointCorrection.batch.id'),
      key: 'batchId',
      dataIndex: 'batchId',
      width: 70,
      sorter: true,
    },
    { title: t('pointCorrection.batch.file'), key: 'fileName', dataIndex: 'fileName' },
    {
      title: t('pointCorrection.batch.status'),
      key: 'status',
      dataIndex: 'status',
      sorter: true,
      render: (_: unknown, b) => <BatchStatusTag status={b.status} />,
    },
    {
      title: t('pointCorrection.batch.rows'),
      key: 'rowCount',
      dataIndex: 'rowCount',
      align: 'end',
    },
    {
      title: t('pointCorrection.batch.uploaded'),
      // The column shows who uploaded and when; it sorts by when.
      key: 'createdTime',
      sorter: true,
      render: (_: unknown, b) => `${b.createdBy} · ${formatDateTime(b.createdTime)}`,
    },
    {
      title: t('pointCorrection.batch.committed'),
      key: 'committed',
      render: (_: unknown, b) =>
        b.committedTime ? `${b.committedBy ?? ''} · ${formatDateTime(b.committedTime)}` : '',
    },
    {
      title: t('pointCorrection.batch.actions'),
      key: 'actions',
      render: (_: unknown, b) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => onOpen(b)}>
            {t('pointCorrection.history.open')}
          </Button>
          {b.status === 'Committed' ? (
            <Button size="small" danger onClick={() => onReverse(b)}>
              {t('pointCorrection.history.reverse')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];
  return (
    <Card
      title={t('pointCorrection.history.title')}
      extra={
        <ExportButton
          path={POINT_CORRECTION_API.batchesExport}
          // The list's own query: the server ignores its paging and writes every batch it matches.
          body={() => request}
          fileName="correction-batches.xlsx"
          title={t('pointCorrection.history.title')}
        />
      }
    >
      <Form layout="vertical" component="div" className="pc-history-filter">
        <Form.Item label={t('pointCorrection.batch.status')} htmlFor="pc-batch-status">
          <FormSelect
            id="pc-batch-status"
            className="pc-picker"
            value={request.status ?? ''}
            options={[
              { value: '', label: t('pointCorrection.history.allStatuses') },
              ...BATCH_STATUSES.map((status) => ({
                value: status,
                label: t(`pointCorrection.status.${status}`),
              })),
            ]}
            onChange={(status: string) => setQuery({ filters: { status }, page: 1 })}
          />
        </Form.Item>
      </Form>
      <Table<Batch>
        size="small"
        aria-label={t('pointCorrection.history.title')}
        rowKey="batchId"
        loading={batches.isFetching}
        dataSource={batches.data?.batches ?? []}
        locale={{ emptyText: t('pointCorrection.history.empty') }}
        scroll={{ x: 900 }}
        {...listTableProps(query, setQuery, columns, { total: batches.data?.total ?? 0, t })}
      />
    </Card>
  );
}
