import { DailyPage } from './DailyPage';

/** Route module of the 'crc' board's daily timeline. */
export function Component() {
  return <DailyPage route="crc" />;
}
