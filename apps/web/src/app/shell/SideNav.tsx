import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/languageStore';
import { SIDEBAR_WIDTH, sidebarOf } from '../../shared/theme/themeConfig';
import { useThemeChoice } from '../../shared/theme/themeStore';
import type { MenuNode } from '../access/menus';
import { SideMenu } from './SideMenu';
import type { ViewClass } from './viewClass';

export const SIDE_NAV_ID = 'side-navigation';

interface SideNavProps {
  view: ViewClass;
  collapsed: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  nodes: readonly MenuNode[];
  role: string;
}

/** The sidebar (240 px, collapsible) on desktop and tablet; a drawer on mobile. */
export function SideNav({ view, collapsed, drawerOpen, onCloseDrawer, nodes, role }: SideNavProps) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const preset = sidebarOf(useThemeChoice());

  if (view === 'mobile') {
    return (
      <Drawer
        open={drawerOpen}
        onClose={onCloseDrawer}
        placement={dir === 'rtl' ? 'right' : 'left'}
        width={SIDEBAR_WIDTH}
        title={t('shell.mainMenu')}
        styles={{ body: { padding: 0, background: preset.background } }}
      >
        <nav id={SIDE_NAV_ID} aria-label={t('shell.mainMenu')}>
          <SideMenu
            nodes={nodes}
            role={role}
            theme={preset.menuTheme}
            collapsed={false}
            onNavigate={onCloseDrawer}
          />
        </nav>
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      className="shell__sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={80}
      collapsed={collapsed}
      trigger={null}
      theme={preset.menuTheme}
    >
      <nav id={SIDE_NAV_ID} aria-label={t('shell.mainMenu')}>
        <SideMenu nodes={nodes} role={role} theme={preset.menuTheme} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}
