/**
 * CSV as every export writes it (docs/decisions/figures.md): UTF-8 with a byte order mark (so spreadsheet
 * programs read UTF-8), RFC 4180 quoting, CRLF line ends, and free text that a spreadsheet would run as a formula
 * starting with an apostrophe.
 */

export const byteOrderMark = '\uFEFF';

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start). */
export const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180 quoting). Free text that looks like a formula gets a leading apostrophe; amounts are
 * never text, so a negative stays a number.
 */
export function csvField(value: string, isText: boolean): string {
  const safe = isText && formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of fields already written by `csvField`, CRLF included. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}

/** Writes an instant as YYYY-MM-DD HH:MM:SS in `timeZone`; one formatter serves a whole export. */
export function localTimeWriter(timeZone: string): (instant: string) => string {
  // Swedish writes dates as YYYY-MM-DD and times as HH:MM:SS.
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return (instant) => format.format(new Date(instant));
}

/** The file's name: what it holds and the day, e.g. `withdrawal-record-20261126.csv`. */
export function csvFilename(subject: string, now: Date): string {
  return `${subject}-${now.toISOString().slice(0, 10).replaceAll('-', '')}.csv`;
}
