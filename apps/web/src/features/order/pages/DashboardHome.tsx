import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/sessionStore';
import { dashboardBoardOf } from '../boards';
import { BoardPage } from './BoardPage';

/**
 * 'dashboard' (spec 1 section 2): the planning board of the user's roles — head office's for
 * ho_testdrive and superadmin, the PIC board for pictestdrive, an additional role counting as the
 * route guard counts it. The content roles (pickontenho, pickontencabang) get the branch-content
 * module's dashboard, 'dashboard/branch'.
 */
export function Component() {
  const session = useSession()!;
  const board = dashboardBoardOf(session.role, session.additionalRoles);
  if (board === undefined) return <Navigate to="/dashboard/branch" replace />;
  return <BoardPage route={board} />;
}
