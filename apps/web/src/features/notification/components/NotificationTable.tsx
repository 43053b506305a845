import type { ActivityLogResponse, NotificationItem } from '@dealer/contracts/notification';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { listPagination } from '../../../shared/kit/pagination';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { detailPath, type OpenedNotification } from '../openedNotification';
import type { NotificationFilter } from '../useNotificationFilter';
import { notificationColumns } from './notificationColumns';

interface NotificationTableProps {
  list: UseQueryResult<ActivityLogResponse>;
  filter: NotificationFilter;
  /** Whether rows open the notification (not for pictestdrive, spec 1 section 2). */
  canOpen: boolean;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * One server page of notifications, newest first. Unread rows are bold and say so. A row opens
 * on a click anywhere in it; its message is a link, so the keyboard opens it with Enter.
 */
export function NotificationTable({ list, filter, canOpen, onPage }: NotificationTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();

  const columns = useMemo(() => {
    const state = (item: NotificationItem): OpenedNotification => ({ item, back: search });
    return notificationColumns(t, (item) =>
      canOpen ? (
        <Link to={detailPath(item)} state={state(item)} className="notification-link">
          {item.message}
        </Link>
      ) : (
        item.message
      ),
    );
  }, [t, canOpen, search]);

  if (list.isError && !list.data) {
    return (
      <LoadFailedAlert
        message={t('notification.loadFailed')}
        retryLabel={t('notification.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  return (
    <Table<NotificationItem>
      rowKey="id"
      columns={columns}
      dataSource={list.data?.listOfNotifications ?? []}
      loading={list.isFetching}
      scroll={{ x: 1000 }}
      rowClassName={(item) =>
        [
          canOpen ? 'notification-row--link' : '',
          item.isRead ? '' : 'notification-row--unread',
        ].join(' ')
      }
      onRow={(item) => ({
        onClick: (event) => {
          // The link navigates by itself; a click elsewhere in the row opens it too.
          if (!canOpen || event.defaultPrevented) return;
          void navigate(detailPath(item), { state: { item, back: search } });
        },
      })}
      locale={{
        emptyText: list.isPending ? (
          ' '
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.empty')} />
        ),
      }}
      pagination={{
        ...listPagination(filter, list.data?.total ?? 0, (total) =>
          t('notification.total', { count: total }),
        ),
        onChange: onPage,
      }}
    />
  );
}
