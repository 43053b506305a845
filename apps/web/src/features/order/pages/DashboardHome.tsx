import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/sessionStore';
import { isTestDriveBoardRole } from '../boards';
import { BoardPage } from './BoardPage';

/**
 * 'dashboard' (spec 1 section 2): the planning board of the user's role — head office's for
 * ho_testdrive and superadmin, the PIC board for pictestdrive. The content roles (pickontenho,
 * pickontencabang) get the branch-content module's dashboard, 'dashboard/branch'.
 */
export function Component() {
  const session = useSession()!;
  if (!isTestDriveBoardRole(session.role)) return <Navigate to="/dashboard/branch" replace />;
  return <BoardPage route={session.role === 'pictestdrive' ? 'pictestdrive' : 'headOffice'} />;
}
