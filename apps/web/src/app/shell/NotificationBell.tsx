import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBadgeCount } from '../../shared/counters/badgeCounts';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';
import { badgeText } from './badges';

/**
 * Browsers only ask on a user gesture: the first click on the bell offers the desktop alert of
 * spec 1 section 8 (the live connection shows it when allowed).
 */
function askForBrowserNotifications() {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** The bell with the unread count ('99+' above 99, hidden at 0). */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useBadgeCount('notification');
  const text = badgeText(count);
  const label = text ? t('shell.notificationsUnread', { count: text }) : t('shell.notifications');

  const bell = (
    <Button
      type="text"
      className="shell-action"
      aria-label={label}
      icon={
        <Badge count={text ?? 0} color="#cf1322" size="small" offset={[4, -4]}>
          <BellOutlined className="shell-action__icon" />
        </Badge>
      }
      onClick={() => {
        askForBrowserNotifications();
        if (REGISTERED_ROUTE_KEYS.has('notification')) void navigate('/notification');
      }}
    />
  );

  if (REGISTERED_ROUTE_KEYS.has('notification')) return bell;
  return (
    <Popover trigger="click" placement="bottomRight" content={t('shell.noNotifications')}>
      {bell}
    </Popover>
  );
}
