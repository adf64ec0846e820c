import { firstAllowed, termsProblem, type PriceRung } from '@caravan/contract';
import { amount, toDb } from '../lib/money.js';
import type { DemoGood } from './demo-goods.js';
import { intBetween, seededRandom } from './random.js';

// The demo's wholesale terms (issue 53, ADR 037): about half the listings that run no discount sell
// on a ladder of 2 to 4 rungs, a third of those by the case (a pack of 10, 12 or 25: the minimum and
// every rung a whole number of cases), and some listings offer a sample. They draw on a random stream
// of their own, so the rest of the demo (listings, prices) stays what it was.

/** Rung starts a wholesale ladder might use, above a minimum of 1, and the case they count in. */
const LADDERS = [
  { starts: [10, 50], pack: 10 },
  { starts: [20, 100], pack: 10 },
  { starts: [12, 60, 240], pack: 12 },
  { starts: [10, 50, 100, 500], pack: 10 },
  { starts: [25, 100, 300], pack: 25 },
] as const;

/**
 * The terms of demo listings, one call a listing: for `good` at `sellingPrice`, a ladder, a sample,
 * both or neither. A new stream each seed, so every seed draws the same terms.
 */
export function demoTermsStream(maxBuy: number) {
  const rand = seededRandom('caravan-demo-terms');
  return (good: DemoGood, sellingPrice: string, discounted: boolean) =>
    termsOf(rand, good, sellingPrice, discounted, maxBuy);
}

function termsOf(
  rand: () => number,
  good: DemoGood,
  sellingPrice: string,
  discounted: boolean,
  maxBuy: number,
) {
  const least = Math.max(1, good.buyMin);
  let moq = least;
  let packSize = 1;
  const cost = amount(good.costMax);
  let priceTiers: PriceRung[] | null = null;
  if (!discounted && rand() < 0.5 && amount(sellingPrice).gte(cost.times(1.1))) {
    const ladder = LADDERS[intBetween(rand, 0, LADDERS.length - 1)]!;
    const cased = { moq: least, packSize: ladder.pack };
    const pack = rand() < 0.35 && firstAllowed(cased) <= maxBuy ? ladder.pack : 1;
    const ladderMoq = firstAllowed({ moq: least, packSize: pack });
    const starts = ladder.starts.filter((n) => n > ladderMoq && n <= maxBuy);
    // Each rung a few per cent under the one before, never under cost + 3 %.
    let price = amount(sellingPrice);
    const rungs: PriceRung[] = [{ minQty: ladderMoq, price: toDb(price) }];
    for (const minQty of starts) {
      price = price.times(1 - intBetween(rand, 4, 9) / 100);
      if (price.lt(cost.times(1.03))) break;
      rungs.push({ minQty, price: toDb(price) });
    }
    if (rungs.length > 1) [priceTiers, moq, packSize] = [rungs, ladderMoq, pack];
  }
  const samplePrice = toDb(amount(sellingPrice).times(1.2));
  const sample =
    rand() < 0.3 && cost.lte(samplePrice)
      ? { samplePrice, sampleLimit: intBetween(rand, 1, 3) }
      : { samplePrice: null, sampleLimit: null };
  if (priceTiers === null && sample.samplePrice === null) return { priceTiers, moq, packSize, ...sample };
  const terms = {
    priceTiers: priceTiers ?? [{ minQty: moq, price: sellingPrice }],
    moq,
    packSize,
    ...sample,
  };
  // The demo keeps the rules a seller's edit is held to.
  const problem = termsProblem(terms, { wholesaleCost: good.costMax, buyMin: good.buyMin, maxBuy });
  if (problem) throw new Error(`demo terms break ${problem.code}`);
  return { priceTiers, moq, packSize, ...sample };
}
