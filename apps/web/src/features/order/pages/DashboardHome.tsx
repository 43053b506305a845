import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/sessionStore';
import { isTestDriveBoardRole } from '../boards';
import { BoardPage } from './BoardPage';

/**
 * 'dashboard' (spec 1 section 2): the planning board of the user's role — head office's for
 * ho_testdrive and superadmin, the PIC board for pictestdrive. The content roles' dashboard is
 * the branch-content module's; until it exists they go to the home page.
 */
export function Component() {
  const session = useSession()!;
  if (!isTestDriveBoardRole(session.role)) return <Navigate to="/" replace />;
  return <BoardPage route={session.role === 'pictestdrive' ? 'pictestdrive' : 'headOffice'} />;
}
