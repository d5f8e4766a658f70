/** Reading an answered CSV file in tests, as a spreadsheet would. */

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. Rows end with CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') (field += '"'), (index += 1);
      else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') row.push(field), (field = '');
    else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field), rows.push(row), (row = []), (field = ''), (index += 1);
    } else field += character;
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row);
  return rows;
}

/** The header and the rows of an export answer (after its byte order mark). */
export function csvTable(body: string): { header: string[]; rows: string[][] } {
  if (!body.startsWith('\uFEFF')) throw new Error('the CSV has no byte order mark');
  const [header = [], ...rows] = parseCsv(body.slice(1));
  return { header, rows };
}

/** `instant` as the export writes it in `timeZone`: YYYY-MM-DD HH:MM:SS. */
export function localTimeText(instant: string, timeZone: string): string {
  // Swedish writes dates as YYYY-MM-DD and times as HH:MM:SS.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}
