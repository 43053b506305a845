import { BoardPage } from './BoardPage';

/** Route module of the 'headOffice' board's list. */
export function Component() {
  return <BoardPage route="headOffice" />;
}
