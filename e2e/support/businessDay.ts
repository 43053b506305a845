/** The business day `days` after today in the demo's time zone, as YYYY-MM-DD. */
export function businessDayFromNow(days: number, timeZone = 'Asia/Jakarta'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() + days * 86_400_000);
}
