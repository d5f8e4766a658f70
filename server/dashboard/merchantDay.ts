/**
 * The merchant's day (docs/decisions/dashboard-and-merchant-day.md): "today" on the dashboard is the calendar day in the
 * merchant's own time zone (merchants.time_zone, an IANA name, default UTC), not the server's nor the browser's,
 * so every operator of a merchant and every chart agree on where a day starts.
 */

/** Whether `name` is an IANA time zone this runtime knows (PostgreSQL knows the same database). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The local date YYYY-MM-DD of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The date `days` calendar days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The dates of a period of `days` days ending with `lastDate`, oldest first. */
export function datesEndingOn(lastDate: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(lastDate, index - days + 1));
}
