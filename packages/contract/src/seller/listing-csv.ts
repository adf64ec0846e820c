import { z } from 'zod';
import { deferred } from '../deferred.js';
import { csvSeparator, readCsv, writeCsv } from '../csv.js';
import { wholesaleTermsFields } from '../catalog/shapes.js';
import type { ErrorCode } from '../errors.js';
import { blankToUndefined as blank, optionalId, paramRules } from '../params.js';
import { ListingUpdateParams } from './params.js';

// A shop's listings' prices and wholesale terms as a CSV file (issue 53): goods!export gives the
// rows, the seller centre writes them with listingTermsCsv, a spreadsheet edits them, and
// goods!import reads the file back (readListingTermsCsv), each line checked as goods!update checks
// one listing. The header line names the columns, so they may come in any order; a column left
// out leaves that field as it is.

/** How much one import takes. */
export const LISTING_CSV_LIMITS = {
  /** Listings (lines after the header). */
  maxLines: 2000,
  /** Characters of the whole file: 250 a line, well over an exported line's (two ids, a name, a ladder). */
  maxChars: 500_000,
} as const;

/** The columns, in the order the export writes them; named as goods!update names its fields. */
export const LISTING_CSV_COLUMNS = [
  'sellerGoodsId',
  'goodsId',
  'name',
  'sellingPrice',
  'discountRatio',
  'moq',
  'packSize',
  'samplePrice',
  'sampleLimit',
  'priceTiers',
] as const;
export type ListingCsvColumn = (typeof LISTING_CSV_COLUMNS)[number];

/** One listing as goods!export answers it: the listed price, the discount as set, the terms. */
export const ListingTermsVo = deferred(() =>
  z.object({
    /** The listing's id (goods!update's `sellerGoodsId`). */
    id: z.string(),
    goodsId: z.string(),
    /** The good's name in the request's language (for the reader; the import does not change it). */
    name: z.string(),
    sellingPrice: z.number(),
    /** The discount as set (running or not), null without one; the import never changes it. */
    discountRatio: z.number().nullable(),
    ...wholesaleTermsFields,
  }),
);
export type ListingTermsVo = z.infer<typeof ListingTermsVo>;

/** goods!import: the file's text. */
export const ListingImportParams = deferred(() =>
  z.object({ csv: z.preprocess(blank, z.string().max(LISTING_CSV_LIMITS.maxChars)) }),
);

/** A line the import refused: its number, the listing as written, the reason ("Line 4: …"). */
export const ListingImportProblemVo = deferred(() =>
  z.object({
    line: z.number(),
    sellerGoodsId: z.string(),
    /** The reason's error code and parameters; `msg` is "Line {line}: reason" in the request's language. */
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    msg: z.string(),
  }),
);
export type ListingImportProblemVo = z.infer<typeof ListingImportProblemVo>;

/** goods!import's reply: how many listings changed, or (none changed) every line's problem. */
export const ListingImportVo = deferred(() =>
  z.object({ updated: z.number(), errors: z.array(ListingImportProblemVo) }),
);
export type ListingImportVo = z.infer<typeof ListingImportVo>;

const money = (value: number) => value.toFixed(2);

/** A ladder as one cell: `minQty:price|minQty:price`, e.g. `10:15.00|100:13.50`. */
export function ladderCell(tiers: readonly { minQty: number; price: number | string }[]): string {
  return tiers.map((r) => `${r.minQty}:${typeof r.price === 'number' ? money(r.price) : r.price}`).join('|');
}

/** A ladder cell as goods!update's `priceTiers`; text that is no ladder is handed on to be refused. */
export function ladderFromCell(text: string): unknown {
  const rungs = text.split('|').map((rung) => /^\s*(\d{1,10})\s*:\s*([^:]*?)\s*$/.exec(rung));
  if (rungs.some((m) => m === null)) return text;
  return rungs.map((m) => ({ minQty: Number(m![1]), price: m![2] }));
}

/** The file goods!export's rows make: the header, then one line per listing (one rung: no ladder). */
export function listingTermsCsv(rows: readonly ListingTermsVo[]): string {
  const cells = (row: ListingTermsVo): Record<ListingCsvColumn, string> => ({
    sellerGoodsId: row.id,
    goodsId: row.goodsId,
    name: row.name,
    sellingPrice: money(row.sellingPrice),
    discountRatio: row.discountRatio === null ? '' : String(row.discountRatio),
    moq: String(row.moq),
    packSize: String(row.packSize),
    samplePrice: row.samplePrice === null ? '' : money(row.samplePrice),
    sampleLimit: row.sampleLimit === null ? '' : String(row.sampleLimit),
    priceTiers: row.priceTiers.length > 1 ? ladderCell(row.priceTiers) : '',
  });
  return writeCsv([
    LISTING_CSV_COLUMNS,
    ...rows.map((row) => {
      const byColumn = cells(row);
      return LISTING_CSV_COLUMNS.map((c) => byColumn[c]);
    }),
  ]);
}

/** A reason the file, or one of its lines, is refused. */
export type ListingCsvRefusal = { code: ErrorCode; params: Record<string, string | number> };

/** One line of the file: its number and its cells by column (a column the header lacks is absent). */
export interface ListingCsvLine {
  line: number;
  cells: Partial<Record<ListingCsvColumn, string>>;
}

/** The file read: refused whole, or its lines and the lines that could not be read. */
export type ListingCsvRead =
  | ({ ok: false } & ListingCsvRefusal)
  | { ok: true; lines: ListingCsvLine[]; unreadable: ({ line: number } & ListingCsvRefusal)[] };

const NUMBER_COLUMNS: readonly ListingCsvColumn[] = [
  'sellingPrice',
  'discountRatio',
  'samplePrice',
  'priceTiers',
];

/**
 * Reads an import: the first line names the columns (any order, any case; `sellerGoodsId` needed,
 * each known one once); each later line is a listing, its cells trimmed. A file saved with
 * semicolons or tabs (a spreadsheet in a decimal-comma language) may write its prices with a comma.
 */
export function readListingTermsCsv(text: string): ListingCsvRead {
  const separator = csvSeparator(text);
  const read = readCsv(text, separator);
  const [header, ...records] = read.records;
  if (!header) {
    return read.unclosedAt === null
      ? { ok: false, code: 'SELLER_IMPORT_EMPTY', params: {} }
      : { ok: false, code: 'SELLER_IMPORT_COLUMN_MISSING', params: { column: 'sellerGoodsId' } };
  }
  const columns: ListingCsvColumn[] = [];
  for (const written of header.cells) {
    const name = written.trim().toLowerCase();
    const column = LISTING_CSV_COLUMNS.find((c) => c.toLowerCase() === name);
    if (!column || columns.includes(column)) {
      const shown = [...written.trim()].slice(0, 40).join('');
      return { ok: false, code: 'SELLER_IMPORT_COLUMN_UNKNOWN', params: { column: shown } };
    }
    columns.push(column);
  }
  if (!columns.includes('sellerGoodsId')) {
    return { ok: false, code: 'SELLER_IMPORT_COLUMN_MISSING', params: { column: 'sellerGoodsId' } };
  }
  const lineCount = records.length + (read.unclosedAt === null ? 0 : 1);
  if (lineCount > LISTING_CSV_LIMITS.maxLines) {
    return { ok: false, code: 'SELLER_IMPORT_TOO_LONG', params: { max: LISTING_CSV_LIMITS.maxLines } };
  }
  if (lineCount === 0) return { ok: false, code: 'SELLER_IMPORT_EMPTY', params: {} };
  const lines: ListingCsvLine[] = [];
  const unreadable: ({ line: number } & ListingCsvRefusal)[] = [];
  for (const record of records) {
    if (record.cells.length !== columns.length) {
      unreadable.push({
        line: record.line,
        code: 'SELLER_IMPORT_CELLS',
        params: { count: record.cells.length, expected: columns.length },
      });
      continue;
    }
    const cells: Partial<Record<ListingCsvColumn, string>> = {};
    columns.forEach((column, i) => {
      const cell = record.cells[i]!.trim();
      cells[column] =
        separator !== ',' && NUMBER_COLUMNS.includes(column) ? cell.replace(/(\d),(\d)/g, '$1.$2') : cell;
    });
    lines.push({ line: record.line, cells });
  }
  if (read.unclosedAt !== null) {
    unreadable.push({ line: read.unclosedAt, code: 'SELLER_IMPORT_QUOTE_OPEN', params: {} });
  }
  return { ok: true, lines, unreadable };
}

/**
 * One line's cells as goods!update's fields, checked by the same schemas (a price, a ratio, whole
 * quantities in range, a ladder of 1 to 5 rungs); a sample is both its price and its limit or,
 * both cells blank, none.
 */
export const ListingCsvLineParams = deferred(() => {
  const field = ListingUpdateParams.shape;
  return paramRules(
    z.object({
      sellerGoodsId: field.sellerGoodsId,
      goodsId: optionalId,
      sellingPrice: field.sellingPrice,
      discountRatio: field.discountRatio,
      moq: field.moq,
      packSize: field.packSize,
      samplePrice: field.samplePrice,
      sampleLimit: field.sampleLimit,
      priceTiers: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? ladderFromCell(v) : v),
        field.priceTiers,
      ),
    }),
    (p, refuse) => {
      const price = p.samplePrice === undefined;
      const limit = p.sampleLimit === undefined;
      if (price !== limit && 'samplePrice' in p && 'sampleLimit' in p) {
        refuse(price ? 'samplePrice' : 'sampleLimit', 'COMMON_PARAM_MISSING', {
          field: price ? 'samplePrice' : 'sampleLimit',
        });
      }
    },
  );
});
export type ListingCsvLineParams = z.infer<typeof ListingCsvLineParams>;
