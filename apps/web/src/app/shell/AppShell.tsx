import { Layout } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/session/session';
import { useLiveConnection } from '../live/useLiveConnection';
import { SignedInProviders } from '../providers/SignedInProviders';
import { Breadcrumbs } from './Breadcrumbs';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';
import { useNoticesBelongToPage } from './useNoticesBelongToPage';
import { useShellMenu } from './useShellMenu';
import { useShortcuts } from './useShortcuts';
import { useViewClass, type ViewClass } from './viewClass';
import './shell.css';
import '../../shared/ui/page.css';

/** The signed-in layout: top bar, side navigation, the page, a footer. */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const view = useViewClass();
  const nodes = useShellMenu(session.role, session.additionalRoles);
  // Collapsed on every view but desktop, until the user toggles it on this view.
  const [toggled, setToggled] = useState<{ view: ViewClass; collapsed: boolean } | null>(null);
  const collapsed = toggled?.view === view ? toggled.collapsed : view !== 'desktop';
  const [drawerOpen, setDrawerOpen] = useState(false);
  useLiveConnection(session);
  const content = useRef<HTMLElement>(null);
  const [heading, setHeading] = useState('');
  useDocumentTitle(content, t('app.name'), setHeading);
  useShortcuts(useCallback(() => content.current, []));
  useNoticesBelongToPage();

  const menuOpen = view === 'mobile' ? drawerOpen : !collapsed;
  const toggleMenu = () =>
    view === 'mobile'
      ? setDrawerOpen((open) => !open)
      : setToggled({ view, collapsed: !collapsed });

  return (
    <SignedInProviders>
      <Layout className={`shell shell--${view}`}>
        <a
          className="skip-link"
          href="#main-content"
          onClick={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          {t('shell.skipToContent')}
        </a>
        <TopBar session={session} view={view} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        <Layout hasSider className="shell__body">
          <SideNav
            view={view}
            collapsed={collapsed}
            drawerOpen={drawerOpen}
            onCloseDrawer={() => setDrawerOpen(false)}
            nodes={nodes}
            role={session.role}
          />
          <Layout className="shell__main">
            <Layout.Content
              ref={content}
              id="main-content"
              tabIndex={-1}
              className="shell__content"
              aria-label={t('shell.pageContent')}
            >
              <Breadcrumbs nodes={nodes} heading={heading} />
              {children}
            </Layout.Content>
            <Layout.Footer className="shell__footer">
              {t('app.name')} · {t('app.version', { version: __APP_VERSION__ })}
            </Layout.Footer>
          </Layout>
        </Layout>
      </Layout>
    </SignedInProviders>
  );
}
