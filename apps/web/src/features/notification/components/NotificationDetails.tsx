import type { NotificationItem } from '@dealer/contracts/notification';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderLink } from '../../../shared/order/OrderLink';
import { formatDateTime } from '../../../shared/time/businessTime';
import { statusLabel } from './notificationColumns';
import { UnreadMark } from './UnreadMark';

/** One notification: its message, order, status, branch, time and read state. */
export function NotificationDetails({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        { key: 'message', label: t('notification.column.message'), children: item.message },
        {
          key: 'order',
          label: t('notification.column.orderNo'),
          // The order's own link: its popup over the user's board.
          children: <OrderLink orderNo={item.testDriveOrderNo} />,
        },
        { key: 'status', label: t('notification.column.status'), children: statusLabel(t, item) },
        { key: 'branch', label: t('notification.column.branch'), children: item.branchCode },
        {
          key: 'time',
          label: t('notification.column.time'),
          children: formatDateTime(item.createdTime),
        },
        {
          key: 'state',
          label: t('notification.column.state'),
          children: <UnreadMark isRead={item.isRead} />,
        },
      ]}
    />
  );
}
