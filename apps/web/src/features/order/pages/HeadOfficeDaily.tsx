import { DailyPage } from './DailyPage';

/** Route module of the 'headOffice' board's daily timeline. */
export function Component() {
  return <DailyPage route="headOffice" />;
}
