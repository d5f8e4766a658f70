import type { FieldConfig } from './defineResource';

/*
 * Long values (TXIDs, chain addresses, order and serial numbers) in list cells and cards: shortened in the middle,
 * so a column stays narrow; the tooltip, the copy button and the detail keep the whole value.
 */

/** Whether a list cell shortens the field's long values: as declared, else copyable text and IP addresses. */
export function shortens(field: FieldConfig): boolean {
  return field.shorten ?? (field.copyable === true && (field.kind === 'text' || field.kind === 'ip'));
}

/** Values up to this length are shown whole; IPv4 addresses and short codes always are. */
const shortenAbove = 16;

/** A long value with its middle cut: the start (a prefix, a date) and the end (the unique part) stay. */
export function shortenMiddle(text: string, head = 4, tail = 6): string {
  if (text.length <= shortenAbove) return text;
  return `${text.slice(0, head)}…${text.slice(-tail)}`;
}
