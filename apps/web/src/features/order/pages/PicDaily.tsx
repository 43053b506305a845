import { DailyPage } from './DailyPage';

/** Route module of the 'pictestdrive' board's daily timeline. */
export function Component() {
  return <DailyPage route="pictestdrive" />;
}
