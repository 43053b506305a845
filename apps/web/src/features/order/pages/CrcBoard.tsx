import { BoardPage } from './BoardPage';

/** Route module of the 'crc' board's list. */
export function Component() {
  return <BoardPage route="crc" />;
}
