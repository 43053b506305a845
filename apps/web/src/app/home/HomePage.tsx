import { Flex } from 'antd';
import { useSession } from '../../shared/session/sessionStore';
import { useShellMenu } from '../shell/useShellMenu';
import { ProfileCard } from './ProfileCard';
import { ShortcutGrid } from './ShortcutGrid';
import { shortcutsOf } from './shortcuts';
import './home.css';

/** The home page (route ''), open to every role: a welcome card and shortcuts. */
export function HomePage() {
  const session = useSession();
  const menu = useShellMenu(session?.role ?? '', session?.additionalRoles ?? []);
  if (!session) return null;
  return (
    <Flex vertical gap={24} className="page">
      <ProfileCard session={session} />
      <ShortcutGrid shortcuts={shortcutsOf(menu).filter(({ node }) => node.routeKey !== '')} />
    </Flex>
  );
}
