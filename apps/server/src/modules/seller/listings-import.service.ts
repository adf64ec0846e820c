import {
  ListingCsvLineParams,
  readListingTermsCsv,
  type ErrorCode,
  type Language,
  type ListingCsvLine,
  type ListingImportProblemVo,
  type ListingImportVo,
  type ListingTermsVo,
  type PriceRung,
} from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sellerGoods } from '../../db/schema/index.js';
import { AppError, isAppError } from '../../lib/errors.js';
import { amount } from '../../lib/money.js';
import { zodToAppError } from '../../plugins/envelope.js';
import { termsOf } from '../catalog/index.js';
import { presentListingTerms } from './listings.presenter.js';
import { listingTermsRows, lockListings, type LockedListing } from './listings.repository.js';
import type { TermsChange } from './listing-terms.js';
import { changedColumns, listingRules, type ListingChange } from './listings.service.js';

// The listings' prices and wholesale terms as a CSV file (issue 53, goods!export and goods!import).
// An import changes every listing it names or none: each line is read by goods!update's field
// schemas and checked by the same function (changedColumns) against the listing it names, locked
// as goods!update locks it; one bad line anywhere and nothing is written, and every bad line is
// named with its reason. A line states a listing as it should be, so only what differs from the
// listing is a change: a file exported and imported back changes nothing (and is never refused
// for a rule the listing met when it was set, such as a profit range changed since).

/** goods!export: every listing of the shop with its price, discount and terms, newest first. */
export async function exportListingTerms(
  db: DbOrTx,
  sellerId: string,
  lang: Language,
): Promise<ListingTermsVo[]> {
  return (await listingTermsRows(db, sellerId, lang)).map(presentListingTerms);
}

/** A line read and its fields parsed: the listing it names (lower case) and what it says. */
interface ParsedLine {
  line: number;
  id: string;
  fields: ListingCsvLineParams;
  cells: ListingCsvLine['cells'];
}

/** A line's refusal as the reply names it: "Line 4: reason", in the request's language. */
function problemOf(lang: Language, line: number, cells: ListingCsvLine['cells'], error: AppError) {
  const key = error.code as ErrorCode;
  const reason = formatMessage(lang, key, error.params);
  return {
    line,
    sellerGoodsId: [...(cells.sellerGoodsId ?? '')].slice(0, 64).join(''),
    key,
    params: error.params,
    msg: formatMessage(lang, 'SELLER_IMPORT_LINE', { line, reason }),
  } satisfies ListingImportProblemVo;
}

const sameLadder = (a: readonly PriceRung[], b: readonly PriceRung[]) =>
  a.length === b.length && a.every((r, i) => r.minQty === b[i]!.minQty && amount(r.price).eq(b[i]!.price));

function sameAmount(a: string | null | undefined, b: string | null): boolean {
  if (a === undefined || a === null) return b === null;
  return b !== null && amount(a).eq(b);
}

/**
 * What a line changes of its listing (null: nothing). A blank ladder cell is no ladder, blank
 * sample cells no sample; a blank price, minimum or pack leaves it as it is, as goods!update does.
 */
function lineChange(row: LockedListing, { fields: f, cells }: ParsedLine): ListingChange | null {
  if (f.goodsId !== undefined && f.goodsId.toLowerCase() !== row.goodsId) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'goodsId' });
  }
  if (cells.discountRatio !== undefined && !sameAmount(f.discountRatio, row.discountRatio)) {
    throw new AppError('SELLER_IMPORT_DISCOUNT_FIXED');
  }
  const now = termsOf(row);
  const terms: TermsChange = {};
  if (f.moq !== undefined && f.moq !== now.moq) terms.moq = f.moq;
  if (f.packSize !== undefined && f.packSize !== now.packSize) terms.packSize = f.packSize;
  if (f.priceTiers !== undefined) {
    if (!sameLadder(f.priceTiers, now.priceTiers)) terms.priceTiers = f.priceTiers;
  } else if (cells.priceTiers !== undefined && row.priceTiers !== null) {
    terms.clearLadder = true;
  }
  if (cells.samplePrice === '' && cells.sampleLimit === '') {
    if (now.samplePrice !== null) terms.clearSample = true;
  } else {
    if (f.samplePrice !== undefined && !sameAmount(f.samplePrice, now.samplePrice)) {
      terms.samplePrice = f.samplePrice;
    }
    if (f.sampleLimit !== undefined && f.sampleLimit !== now.sampleLimit) terms.sampleLimit = f.sampleLimit;
  }
  const price =
    f.sellingPrice !== undefined && !amount(f.sellingPrice).eq(row.sellingPrice) ? f.sellingPrice : undefined;
  if (price === undefined && Object.keys(terms).length === 0) return null;
  return { sellingPrice: price, terms };
}

/** Reads the file's lines: the parsed ones, and the refusals of those that could not be read. */
function readLines(lang: Language, csv: string) {
  const read = readListingTermsCsv(csv);
  if (!read.ok) throw new AppError(read.code, read.params as never);
  const problems = read.unreadable.map((u) =>
    problemOf(lang, u.line, {}, new AppError(u.code, u.params as never)),
  );
  const parsed: ParsedLine[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of read.lines) {
    const result = ListingCsvLineParams.safeParse(cells);
    if (!result.success) {
      problems.push(problemOf(lang, line, cells, zodToAppError(result.error, cells)));
      continue;
    }
    const id = result.data.sellerGoodsId.toLowerCase();
    const first = firstLine.get(id);
    if (first !== undefined) {
      problems.push(problemOf(lang, line, cells, new AppError('SELLER_IMPORT_DUPLICATE', { first })));
      continue;
    }
    firstLine.set(id, line);
    parsed.push({ line, id, fields: result.data, cells });
  }
  return { parsed, problems };
}

/**
 * goods!import: sets the prices and terms the file gives the shop's listings, all in one
 * transaction or, when any line is refused, none; the reply counts the listings changed or names
 * every refused line.
 */
export async function importListingTerms(
  db: Db,
  sellerId: string,
  csv: string,
  lang: Language,
  now: Date,
): Promise<ListingImportVo> {
  const { parsed, problems } = readLines(lang, csv);
  return db.transaction(async (tx) => {
    // Locked in id order, as goods!update and the batches lock them: an import and a change of the
    // same listings queue rather than deadlock, and none changes under the check.
    const locked = await lockListings(
      tx,
      sellerId,
      parsed.map((p) => p.id),
      lang,
    );
    const rows = new Map(locked.map((r) => [r.id, r]));
    const rules = await listingRules(tx, now);
    const writes: { id: string; columns: ReturnType<typeof changedColumns> }[] = [];
    for (const line of parsed) {
      try {
        // Another shop's listing, a deleted or an unknown one: refused, never changed.
        const row = rows.get(line.id);
        if (!row) throw new AppError('SELLER_IMPORT_NOT_OWN');
        const change = lineChange(row, line);
        if (change) writes.push({ id: row.id, columns: changedColumns(row, change, rules) });
      } catch (error) {
        if (!isAppError(error)) throw error;
        problems.push(problemOf(lang, line.line, line.cells, error));
      }
    }
    if (problems.length > 0) return { updated: 0, errors: problems.sort((a, b) => a.line - b.line) };
    for (const { id, columns } of writes) {
      await tx.update(sellerGoods).set(columns).where(eq(sellerGoods.id, id));
    }
    return { updated: writes.length, errors: [] };
  });
}
