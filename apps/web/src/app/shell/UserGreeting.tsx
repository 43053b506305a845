import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRAND_PRIMARY } from '../../shared/theme/themeConfig';

/** 'Hi, {fullName}' with an initial avatar; on small screens the text is for screen readers only. */
export function UserGreeting({ fullName, compact }: { fullName: string; compact: boolean }) {
  const { t } = useTranslation();
  const initial = fullName.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="topbar__user">
      <Avatar aria-hidden style={{ background: BRAND_PRIMARY, color: '#fff' }}>
        {initial}
      </Avatar>
      <span className={compact ? 'sr-only' : 'topbar__greeting'}>
        {t('shell.greeting', { name: fullName })}
      </span>
    </span>
  );
}
