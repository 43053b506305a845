import { CheckOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_API } from '@dealer/contracts/notification';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { useSession } from '../../../shared/session/sessionStore';
import { confirmAction } from '../../../shared/ui/dialogs';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { fetchActivityLog, notificationKeys } from '../api';
import { NotificationFilters } from '../components/NotificationFilters';
import { NotificationTable } from '../components/NotificationTable';
import { canOpenDetail } from '../detailAccess';
import { useNotificationScope } from '../notificationScope';
import { useMarkAllRead } from '../useMarkAllRead';
import { toActivityLogQuery, useNotificationFilter } from '../useNotificationFilter';
import '../notification.css';

/**
 * Notification and activity log (spec 1 section 2): the desk's notifications of a period,
 * filtered by branch, order status and read state, with the unread count and 'Mark all as read'.
 */
function NotificationListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const scope = useNotificationScope();
  const [filter, changeFilter] = useNotificationFilter(scope);
  const query = toActivityLogQuery(scope, filter);
  const list = useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => fetchActivityLog(query, signal),
    placeholderData: keepPreviousData,
  });
  const markAll = useMarkAllRead(scope);
  const pending = list.data?.pendingCount;

  const onMarkAll = async () => {
    const branchCode = filter.branchCode;
    if (await confirmAction(t('notification.markAll.action'))) markAll.mutate(branchCode);
  };

  return (
    <Flex vertical gap={16} className="page notification-page">
      <PageHeader
        title={t('notification.title')}
        subtitle={t('notification.subtitle')}
        extra={
          <Flex align="center" gap={12} wrap>
            {pending !== undefined ? (
              <Typography.Text strong className="notification-pending" aria-live="polite">
                {t('notification.pending', { count: pending })}
              </Typography.Text>
            ) : null}
            <Button
              icon={<CheckOutlined aria-hidden />}
              disabled={!pending}
              loading={markAll.isPending}
              onClick={() => void onMarkAll()}
            >
              {t('notification.markAll.button')}
            </Button>
            <ExportButton
              path={NOTIFICATION_API.export}
              body={() => query}
              fileName="notifications.xlsx"
              title={t('notification.title')}
            />
          </Flex>
        }
      />
      <Card>
        <NotificationFilters scope={scope} filter={filter} onChange={changeFilter} />
      </Card>
      <Card>
        <NotificationTable
          list={list}
          filter={filter}
          canOpen={canOpenDetail(session)}
          onPage={(page, pageSize) =>
            changeFilter({ page: pageSize === filter.pageSize ? page : 1, pageSize })
          }
        />
      </Card>
    </Flex>
  );
}

/** Route module for notification. */
export function Component() {
  return <NotificationListPage />;
}
