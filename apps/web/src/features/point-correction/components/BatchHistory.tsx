import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Batch } from '@dealer/contracts/point-correction';
import { formatDateTime } from '../../../shared/time/businessTime';
import { fetchBatches, pointKeys } from '../api';
import { BatchStatusTag } from './BatchStatusTag';

interface BatchHistoryProps {
  onOpen: (batch: Batch) => void;
  onReverse: (batch: Batch) => void;
}

/** Every correction batch, newest first: open its preview, reverse a committed one. */
export function BatchHistory({ onOpen, onReverse }: BatchHistoryProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const batches = useQuery({
    queryKey: pointKeys.batches(page),
    queryFn: ({ signal }) => fetchBatches(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('pointCorrection.history.title')}>
      <Table<Batch>
        size="small"
        aria-label={t('pointCorrection.history.title')}
        rowKey="batchId"
        loading={batches.isFetching}
        dataSource={batches.data?.batches ?? []}
        locale={{ emptyText: t('pointCorrection.history.empty') }}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: 10,
          total: batches.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t('pointCorrection.batch.id'), dataIndex: 'batchId', width: 70 },
          { title: t('pointCorrection.batch.file'), dataIndex: 'fileName' },
          {
            title: t('pointCorrection.batch.status'),
            dataIndex: 'status',
            render: (_: unknown, b) => <BatchStatusTag status={b.status} />,
          },
          { title: t('pointCorrection.batch.rows'), dataIndex: 'rowCount', align: 'end' },
          {
            title: t('pointCorrection.batch.uploaded'),
            render: (_: unknown, b) => `${b.createdBy} · ${formatDateTime(b.createdTime)}`,
          },
          {
            title: t('pointCorrection.batch.committed'),
            render: (_: unknown, b) =>
              b.committedTime ? `${b.committedBy ?? ''} · ${formatDateTime(b.committedTime)}` : '',
          },
          {
            title: t('pointCorrection.batch.actions'),
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
        ]}
      />
    </Card>
  );
}
