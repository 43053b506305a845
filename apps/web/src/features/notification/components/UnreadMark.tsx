import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A row's read state in words, with a dot for unread ones: not told by colour alone. */
export function UnreadMark({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  if (isRead) {
    return <Typography.Text type="secondary">{t('notification.state.read')}</Typography.Text>;
  }
  return (
    <Badge
      status="processing"
      className="notification-unread"
      text={<strong>{t('notification.state.unread')}</strong>}
    />
  );
}
