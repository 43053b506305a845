import { DailyPage } from './DailyPage';

/** Route module of the 'pdi' board's daily timeline. */
export function Component() {
  return <DailyPage route="pdi" />;
}
