import type { NotificationItem } from '@dealer/contracts/notification';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/time/businessTime';
import { UnreadMark } from './UnreadMark';

/** The order status of a notification by its name, falling back to the server's text. */
export function statusLabel(t: TFunction, item: Pick<NotificationItem, 'statusName'>): string {
  return item.statusName
    ? t(`order.status.${item.statusName}`, { defaultValue: item.statusName })
    : t('order.status.UNKNOWN');
}

/**
 * Read state, created time, message, order number, branch and status. `renderMessage` makes the
 * message the row's link when the user may open notifications.
 */
export function notificationColumns(
  t: TFunction,
  renderMessage: (item: NotificationItem) => ReactNode,
): TableColumnsType<NotificationItem> {
  return [
    {
      title: t('notification.column.state'),
      key: 'state',
      width: 110,
      render: (_: unknown, item) => <UnreadMark isRead={item.isRead} />,
    },
    {
      title: t('notification.column.time'),
      key: 'createdTime',
      width: 150,
      className: 'notification-nowrap',
      render: (_: unknown, item) => formatDateTime(item.createdTime),
    },
    {
      title: t('notification.column.message'),
      key: 'message',
      render: (_: unknown, item) => renderMessage(item),
    },
    {
      title: t('notification.column.orderNo'),
      key: 'testDriveOrderNo',
      dataIndex: 'testDriveOrderNo',
      width: 160,
      className: 'notification-nowrap',
    },
    {
      title: t('notification.column.branch'),
      key: 'branchCode',
      dataIndex: 'branchCode',
      width: 100,
    },
    {
      title: t('notification.column.status'),
      key: 'status',
      width: 220,
      render: (_: unknown, item) => (
        <Tag className="notification-status">{statusLabel(t, item)}</Tag>
      ),
    },
  ];
}
