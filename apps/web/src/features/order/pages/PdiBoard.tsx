import { BoardPage } from './BoardPage';

/** Route module of the 'pdi' board's list. */
export function Component() {
  return <BoardPage route="pdi" />;
}
