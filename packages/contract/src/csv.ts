// CSV files as spreadsheet programs write and read them (RFC 4180): the one writer and reader of the
// project, for the files the seller centre downloads (the sales report, the listings' terms) and
// the ones it takes back. Written with a byte-order mark and CRLF line ends so that spreadsheet
// programs read UTF-8; read leniently, as a spreadsheet saves them (a mark or none, any line end, a
// comma, semicolon or tab between cells).

// A cell a spreadsheet would run as a formula (CSV injection): =, + and @ always, - unless it is a
// plain negative number.
const FORMULA = /^[=+\-@]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV field: formulas defused with a leading ', quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  const safe = FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: byte-order mark, one line per row (fields joined by commas), CRLF line ends. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One record of a file: the line it starts on (from 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file read: its records (blank lines left out) and the line of a quote never closed, if any. */
export interface CsvRead {
  records: CsvRecord[];
  /** The line where a quoted cell opens that the file never closes; nothing from there on is read. */
  unclosedAt: number | null;
}

/**
 * The separator a file uses: the one of comma, semicolon and tab that its first line holds most
 * often outside quotes (a spreadsheet set to a decimal-comma language saves with semicolons).
 */
export function csvSeparator(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * Reads a file: a leading byte-order mark dropped; CRLF, LF or CR end a line; a cell that starts
 * with a quote runs to the next lone quote ("" inside is one quote) and may hold separators and
 * line breaks; a quote inside an unquoted cell is kept as it is. Records whose cells are all empty
 * (blank lines) are left out. Cells are not trimmed; a defused formula (') is not undone.
 */
export function readCsv(text: string, separator = csvSeparator(text)): CsvRead {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c !== '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < body.length) {
    const char = body[i]!;
    if (char === '"' && cell === '') {
      // A quoted cell: to the closing quote, then whatever follows up to the separator.
      const opened = line;
      i += 1;
      let closed = false;
      while (i < body.length) {
        const inner = body[i]!;
        if (inner === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        if (inner === '\n' || (inner === '\r' && body[i + 1] !== '\n')) line += 1;
        cell += inner;
        i += 1;
      }
      if (!closed) return { records, unclosedAt: opened };
      continue;
    }
    if (char === separator) {
      cells.push(cell);
      cell = '';
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && body[i + 1] === '\n' ? 2 : 1;
      line += 1;
      start = line;
      continue;
    }
    cell += char;
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedAt: null };
}
