import type { TestDriveOrder } from '@dealer/contracts/order';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { OrderLink } from '../../../shared/order/OrderLink';
import { formatDateTime } from '../../../shared/time/businessTime';
import { RemainingMinutes } from '../../../shared/order/RemainingMinutes';
import { StatusTag } from '../../../shared/order/StatusTag';

interface OrderTableProps {
  orders: TestDriveOrder[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** No page has arrived yet: the table holds a page's room meanwhile. */
  awaitingFirstPage: boolean;
  timeZone: string;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (orderNo: string) => void;
  onOpenDay: (order: TestDriveOrder) => void;
}

/** The monthly list, newest created first (spec 1 section 9), paged by the server. */
export function OrderTable(props: OrderTableProps) {
  const { t } = useTranslation();
  const { timeZone } = props;
  const columns: ColumnsType<TestDriveOrder> = [
    {
      title: t('order.field.orderNo'),
      key: 'orderNo',
      // The order's own link: a plain click opens it over the board, a new tab opens it there.
      render: (_, order) => (
        <OrderLink className="order-link" orderNo={order.testDriveOrderNo} onOpen={props.onOpen} />
      ),
    },
    { title: t('order.field.customer'), dataIndex: 'customerName', key: 'customer' },
    {
      title: t('order.field.vehicle'),
      key: 'vehicle',
      render: (_, order) => (
        <span>
          {order.testDriveUnit.policeRegNo}
          <Typography.Text type="secondary">
            {' '}
            · {order.testDriveUnit.modelMaterialDesc}
          </Typography.Text>
        </span>
      ),
    },
    { title: t('order.field.branch'), dataIndex: 'branchCode', key: 'branch' },
    {
      title: t('order.field.schedule'),
      key: 'schedule',
      render: (_, order) => (
        <Button type="link" className="order-day-link" onClick={() => props.onOpenDay(order)}>
          {formatDateTime(order.startDateTime, timeZone)}–
          {formatDateTime(order.endDateTime, timeZone).slice(11)}
        </Button>
      ),
    },
    {
      title: t('order.field.status'),
      key: 'status',
      render: (_, order) => (
        <span className="order-status-cell">
          <StatusTag code={order.statusCode} />
          <RemainingMinutes order={order} />
        </span>
      ),
    },
    {
      title: t('order.field.salesman'),
      key: 'salesman',
      render: (_, order) => order.testDriveOrderPartners[0]?.employeeName ?? '—',
    },
    {
      title: t('order.field.createdTime'),
      key: 'created',
      render: (_, order) => formatDateTime(order.createdTime, timeZone),
    },
  ];
  return (
    <Table<TestDriveOrder>
      rowKey="testDriveOrderNo"
      size="middle"
      // Until the first page arrives the table holds a page's room, so what follows it (the
      // footer) is already below the fold and does not jump when it does. Only the first: an
      // empty result refetched keeps its height.
      className={props.awaitingFirstPage ? 'order-table--first-load' : undefined}
      columns={columns}
      dataSource={props.orders}
      loading={props.loading}
      scroll={{ x: 1000 }}
      locale={{ emptyText: t('order.list.empty') }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (total) => t('order.list.total', { total }),
        onChange: props.onPage,
      }}
    />
  );
}
