import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { NotificationDetails } from '../components/NotificationDetails';
import { useNotificationScope } from '../notificationScope';
import { readOpened } from '../openedNotification';
import { useMarkRead } from '../useMarkRead';
import '../notification.css';

function parseId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * One notification (route notification/:id), opened from the list: shown, and marked read as
 * it opens. 'Back' returns to the list with the filter it had.
 */
function NotificationDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(useParams().id);
  const opened = id === undefined ? undefined : readOpened(location.state, id);
  const scope = useNotificationScope();
  const mark = useMarkRead(scope);
  const { mutate } = mark;

  // Once per notification: React's development double effects must not send it twice.
  const markedId = useRef<number>();
  useEffect(() => {
    if (id === undefined || markedId.current === id) return;
    markedId.current = id;
    mutate(id);
  }, [id, mutate]);

  const goBack = () => void navigate(`/notification${opened?.back ?? ''}`);
  const notFound =
    id === undefined || (mark.isError && isApiError(mark.error) && mark.error.status === 404);

  let body;
  if (notFound) {
    body = <Result status="404" title={t('notification.detail.notFound')} />;
  } else if (mark.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('notification.detail.markFailed')}
        action={<Button onClick={() => mutate(id)}>{t('notification.retry')}</Button>}
      />
    );
  } else if (opened) {
    // Read once the call has succeeded; until then it shows as it was in the list.
    const item = mark.isSuccess ? { ...opened.item, isRead: true } : opened.item;
    body = <NotificationDetails item={item} />;
  } else if (mark.isSuccess) {
    // A pasted link carries no row, and no call reads one notification: say what was done.
    body = <Alert type="info" showIcon message={t('notification.detail.openFromList', { id })} />;
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
