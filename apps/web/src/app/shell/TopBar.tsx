import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../shared/session/session';
import { topbarOf } from '../../shared/theme/themeConfig';
import { useThemeChoice } from '../../shared/theme/themeStore';
import { LogoMark } from '../../shared/ui/LogoMark';
import { resolveHome, routePath } from '../access/homeRoutes';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';
import { LanguageSwitcher } from '../preferences/LanguageSwitcher';
import { ThemeSwitcher } from '../preferences/ThemeSwitcher';
import { useLogout } from '../session/useLogout';
import { isBellVisible } from './badges';
import { LoadingBar } from './LoadingBar';
import { NotificationBell } from './NotificationBell';
import { SIDE_NAV_ID } from './SideNav';
import { UserGreeting } from './UserGreeting';
import type { ViewClass } from './viewClass';

interface TopBarProps {
  session: Session;
  view: ViewClass;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The 70 px top bar: menu toggle, logo, language, theme, bell, greeting, logout. */
export function TopBar({ session, view, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const topbar = topbarOf(useThemeChoice());
  const compact = view === 'mobile';
  const homePath = routePath(resolveHome(session.role, REGISTERED_ROUTE_KEYS, 'home'));
  const toggleLabel = compact
    ? t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu')
    : t(menuOpen ? 'shell.collapseMenu' : 'shell.expandMenu');

  return (
    <Layout.Header
      className="topbar"
      aria-label={t('shell.topBar')}
      style={{ '--topbar-text': topbar.text } as CSSProperties}
    >
      <LoadingBar />
      <Button
        type="text"
        className="shell-action"
        icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={toggleLabel}
        aria-expanded={menuOpen}
        aria-controls={compact ? undefined : SIDE_NAV_ID}
        onClick={onToggleMenu}
      />
      <Link to={homePath} className="topbar__brand">
        <LogoMark size={32} />
        <span className={compact ? 'sr-only' : 'topbar__product'}>{t('app.name')}</span>
      </Link>
      <div className="topbar__actions">
        <LanguageSwitcher compact={compact} />
        <ThemeSwitcher />
        {isBellVisible(session.role) ? <NotificationBell /> : null}
        <UserGreeting fullName={session.fullName} compact={compact} />
        <Button
          type="text"
          className="shell-action"
          icon={<LogoutOutlined />}
          aria-label={compact ? t('shell.logout') : undefined}
          onClick={logout}
        >
          {compact ? null : t('shell.logout')}
        </Button>
      </div>
    </Layout.Header>
  );
}
