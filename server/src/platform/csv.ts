/** CSV as RFC 4180 says: quoted fields, doubled quotes, CRLF or LF; a leading BOM is ignored. */

/** Parses CSV text into rows of fields. Throws on a quote left open (the file is cut short). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error('A quoted field is not closed');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;
/** A leading =, +, - or @ makes spreadsheets run the cell as a formula (CSV injection): prefix a quote. */
const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && formulaStart.test(s) && !/^-?\d/.test(s)) s = `'${s}`;
  return needsQuotes.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string =>
  `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
