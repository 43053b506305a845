import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { NotificationDetails } from '../components/NotificationDetails';
import { useNotificationScope } from '../notificationScope';
import { readOpened } from '../openedNotification';
import { useOpenNotification } from '../useOpenNotification';
import '../notification.css';

function parseId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * One notification (route notification/:id), opened from the list or a link: shown, and marked
 * read as it opens. 'Back' returns to the list with the filter it had.
 */
function NotificationDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(useParams().id);
  const opened = id === undefined ? undefined : readOpened(location.state, id);
  const scope = useNotificationScope();
  const { query, mark } = useOpenNotification(id, scope);

  const goBack = () => void navigate(`/notification${opened?.back ?? ''}`);
  const notFound =
    id === undefined ||
    query.data === null ||
    (mark.isError && isApiError(mark.error) && mark.error.status === 404);
  // The list's row shows at once; the server's replaces it when it arrives.
  const item = query.data ?? opened?.item;

  let body;
  if (notFound) {
    body = <Result status="404" title={t('notification.detail.notFound')} />;
  } else if (query.isError && !item) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('notification.detail.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('notification.retry')}</Button>}
      />
    );
  } else if (mark.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('notification.detail.markFailed')}
        action={
          <Button onClick={() => id !== undefined && mark.mutate(id)}>
            {t('notification.retry')}
          </Button>
        }
      />
    );
  } else if (item) {
    // Read once the call has succeeded; until then it shows as it was.
    body = <NotificationDetails item={mark.isSuccess ? { ...item, isRead: true } : item} />;
  } else {
    body = <Spin />;
  }

  return (
    <Flex vertical gap={16} className="page notification-page">
      <PageHeader
        title={t('notification.detail.title')}
        extra={
          <Button icon={<ArrowLeftOutlined aria-hidden className="flip-in-rtl" />} onClick={goBack}>
            {t('notification.back')}
          </Button>
        }
      />
      <Card>{body}</Card>
    </Flex>
  );
}

/** Route module for notification/:id. */
export function Component() {
  return <NotificationDetailPage />;
}
