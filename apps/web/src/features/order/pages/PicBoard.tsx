import { BoardPage } from './BoardPage';

/** Route module of the 'pictestdrive' board's list. */
export function Component() {
  return <BoardPage route="pictestdrive" />;
}
