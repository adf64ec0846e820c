import { z } from 'zod';
import { readCsv } from '../csv.js';
import { deferred } from '../deferred.js';
import { blankToUndefined as blank, optionalInt, parseJsonString } from '../params.js';
import { CartItemVo } from './cart-shapes.js';

// Quick order (issue 53): a buyer pastes or uploads lines of `item, quantity` and the good ones go
// into the cart in one step, each bad one named by its line. An item is an offer (listing) id, an
// offer and one of its SKUs as `offer/SKU`, or a SKU id alone when one shop sells it.

/** The most lines one quick order takes. */
export const QUICK_ORDER_MAX_LINES = 200;
/** The most characters of pasted or uploaded text one quick order takes. */
export const QUICK_ORDER_MAX_CHARS = 40_000;

/** One line of a quick order as written: its number (from 1), the item as written, the quantity. */
export type QuickOrderLine = { line: number; item: string; quantity: number };

/** A line that could not even be read: its number and what was written. */
export type QuickOrderUnreadable = { line: number; text: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An item as written: an offer or SKU id, or `offer/SKU`; null when it is neither. */
export function quickOrderItem(text: string): { first: string; sku: string | null } | null {
  const [first, sku, ...rest] = text.trim().split('/');
  if (rest.length > 0 || !first || !UUID.test(first)) return null;
  if (sku === undefined) return { first: first.toLowerCase(), sku: null };
  return UUID.test(sku) ? { first: first.toLowerCase(), sku: sku.toLowerCase() } : null;
}

/**
 * Reads pasted or uploaded text (CSV, or columns copied from a spreadsheet) with the project's CSV
 * reader: one `item, quantity` per line, separated by a comma, semicolon or tab; blank lines
 * skipped; a first line naming the columns skipped. Lines that are not `item, whole quantity ≥ 1`
 * come back as unreadable with their numbers.
 */
export function readQuickOrder(text: string): {
  lines: QuickOrderLine[];
  unreadable: QuickOrderUnreadable[];
} {
  const lines: QuickOrderLine[] = [];
  const unreadable: QuickOrderUnreadable[] = [];
  const read = readCsv(text);
  for (const record of read.records) {
    const cells = record.cells.map((c) => c.trim());
    if (cells.every((c) => c === '')) continue;
    const [item = '', count = '', ...rest] = cells;
    const written = cells.join(', ').slice(0, 120);
    // A header: the first written line, with words where the id and the quantity would be.
    if (lines.length === 0 && unreadable.length === 0 && !/\d/.test(count) && !quickOrderItem(item)) continue;
    if (
      rest.some((c) => c !== '') ||
      !quickOrderItem(item) ||
      !/^[0-9]{1,7}$/.test(count) ||
      Number(count) < 1
    ) {
      unreadable.push({ line: record.line, text: written });
    } else lines.push({ line: record.line, item, quantity: Number(count) });
  }
  // A quote never closed: nothing from its line on could be read.
  if (read.unclosedAt !== null) unreadable.push({ line: read.unclosedAt, text: '"' });
  return { lines, unreadable };
}

/** A quick order's lines as JSON text: `[{ "item": "…", "quantity": 12 }, …]`. */
const QuickOrderJson = deferred(() =>
  z.preprocess(
    parseJsonString,
    z
      .array(
        z.strictObject({
          item: z.string().max(80),
          quantity: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1)
      .max(QUICK_ORDER_MAX_LINES),
  ),
);

/**
 * cart!addBatch: `lines` as JSON, or `csv`, the text of a pasted or uploaded file (one of the two).
 * `checkOnly` = 1 checks and prices the lines without keeping them: the desktop's cart lives in its
 * browser (contract §2.6) and adds what comes back; the mobile site's server cart keeps them.
 */
export const CartAddBatchParams = deferred(() =>
  z
    .object({
      lines: z.preprocess(blank, QuickOrderJson.optional()),
      csv: z.preprocess(blank, z.string().max(QUICK_ORDER_MAX_CHARS).optional()),
      checkOnly: optionalInt(0, 1),
    })
    .refine((p) => (p.lines === undefined) !== (p.csv === undefined), {
      message: 'give lines or csv',
      path: ['lines'],
    }),
);
export type CartAddBatchParams = z.infer<typeof CartAddBatchParams>;

/** A line of a quick order that was not added: its number, the item as written, and why. */
export const QuickOrderProblem = deferred(() =>
  z.object({
    line: z.number(),
    item: z.string(),
    /** The error code, its parameters, and its message in the request's language. */
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    msg: z.string(),
  }),
);
export type QuickOrderProblem = z.infer<typeof QuickOrderProblem>;

/** cart!addBatch's reply: the lines added (priced at their rungs, as cart!list shows them) and the rest. */
export const CartBatchVo = deferred(() =>
  z.object({
    added: z.array(CartItemVo),
    problems: z.array(QuickOrderProblem),
  }),
);
export type CartBatchVo = z.infer<typeof CartBatchVo>;
