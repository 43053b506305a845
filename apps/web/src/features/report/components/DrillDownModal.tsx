import type { TestDriveOrder } from '@dealer/contracts/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLink } from '../../../shared/order/OrderLink';
import { StatusTag } from '../../../shared/order/StatusTag';
import { formatDateTime } from '../../../shared/time/businessTime';
import { fetchReportOrders, reportKeys, type ReportQuery } from '../api';

interface DrillDownModalProps {
  title: string;
  filter: ReportQuery;
  onOpenOrder: (orderNo: string) => void;
  onClose: () => void;
}

const PAGE_SIZE = 20;

/** The exact orders behind one count, from the server under the same scope and filter. */
export function DrillDownModal({ title, filter, onOpenOrder, onClose }: DrillDownModalProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = { ...filter, page, pageSize: PAGE_SIZE };
  const orders = useQuery({
    queryKey: reportKeys.orders(query),
    queryFn: ({ signal }) => fetchReportOrders(query, signal),
    placeholderData: keepPreviousData,
  });
  const timeZone = orders.data?.timeZone;
  const columns: ColumnsType<TestDriveOrder> = [
    {
      title: t('order.field.orderNo'),
      key: 'orderNo',
      // The order's own link (/order/{orderNo}); a plain click opens it here, over the report.
      render: (_, order) => (
        <OrderLink
          className="report-order-link"
          orderNo={order.testDriveOrderNo}
          onOpen={onOpenOrder}
        />
      ),
    },
    {
      title: t('order.field.status'),
      key: 'status',
      render: (_, order) => <StatusTag code={order.statusCode} />,
    },
    {
      title: t('order.field.schedule'),
      key: 'start',
      render: (_, order) => formatDateTime(order.startDateTime, timeZone),
    },
    { title: t('order.field.customer'), dataIndex: 'customerName', key: 'customer' },
    { title: t('order.field.branch'), dataIndex: 'branchCode', key: 'branch' },
    {
      title: t('order.field.vehicle'),
      key: 'vehicle',
      render: (_, order) =>
        `${order.testDriveUnit.policeRegNo} · ${order.testDriveUnit.modelMaterialDesc}`,
    },
  ];
  return (
    <Modal
      open
      width={960}
      title={title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('report.close')}</Button>}
      destroyOnHidden
    >
      {orders.isError && !orders.data ? (
        <Alert
          type="error"
          showIcon
          title={t('report.loadFailed')}
          action={<Button onClick={() => void orders.refetch()}>{t('report.retry')}</Button>}
        />
      ) : (
        <Table<TestDriveOrder>
          className="report-drill"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={orders.data?.testDriveOrders ?? []}
          loading={orders.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('report.drill.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('report.drill.total', { count: total }),
            onChange: setPage,
          }}
        />
      )}
    </Modal>
  );
}
