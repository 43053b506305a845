import { useParams } from 'react-router';
import { useSession } from '../../../shared/session/sessionStore';
import { boardOfRole } from '../boards';
import { BoardPage } from './BoardPage';

/**
 * Route module of `order/:orderNo`, the link of one order: the popup over the board of the
 * user's role (CRC, PDI, PIC test drive, head office). The server decides whether the user may
 * see the order; one outside the user's branches reads as not found.
 */
export function Component() {
  const session = useSession()!;
  const { orderNo = '' } = useParams();
  return <BoardPage route={boardOfRole(session.role).kind} openOrder={orderNo} />;
}
