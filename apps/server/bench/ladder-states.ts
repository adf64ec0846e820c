import { termsProblem, type PriceRung } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

// The two states of the ladders bench (ladders.ts): A, the catalogue as seeded (no ladder, minimum
// 1, pack 1, no sample), and B, about half the listings on a ladder of 2 to 4 rungs, some of them in
// packs and some with a sample; set by SQL, and B's terms checked by the contract's own rules.

export type LadderState = 'A' | 'B';

/** What state B put on the catalogue. */
export interface LadderCensus {
  listings: number;
  ladders: number;
  /** Ladders by their number of rungs. */
  rungs: Record<string, number>;
  packs: number;
  samples: number;
  /** Listings whose terms termsProblem refused (always 0: the run stops otherwise). */
  refused: number;
  maxBuy: number;
}

/** Rung starts as multiples of the minimum order quantity. */
const RUNG_STEPS = [1, 2, 5, 10];
/** Each rung this much under the selling price per step (rung k: k × 6 %), cents down. */
const RUNG_CUT = 0.06;
/** Pack sizes, one drawn per laddered listing (three in eight sell by the unit). */
const PACKS = [1, 1, 1, 2, 6, 10, 12, 24];
/** The share of all listings state B puts on a ladder. */
const LADDER_SHARE = 0.5;

/**
 * The ladders state B can give: for every listing, a pack size, the minimum order quantity (its
 * good's `buyMin` up to a whole pack) and 2 to 4 rungs at 1, 2, 5 and 10 times the minimum, each 6 %
 * under the one before (the first at the selling price), kept while within the system maximum and,
 * after the listing's discount, not below the good's wholesale cost (`system_goods.system_price`).
 * A listing with fewer than two such rungs gets none. `h` is a hash of the listing's shop and good
 * (the same in every seed), from which each draw takes its own digits.
 */
function candidates(maxBuy: number) {
  const steps = sql.raw(`array[${RUNG_STEPS.join(',')}]`);
  const packs = sql.raw(`array[${PACKS.join(',')}]`);
  const cut = sql.raw(String(RUNG_CUT));
  const max = sql.raw(String(Math.trunc(maxBuy)));
  return sql`
    base as (
      select sg.id, sg.selling_price as s, coalesce(sg.discount_ratio, 0) as d, g.system_price as c,
             greatest(g.buy_min, 1) as b,
             hashtext(sg.seller_id::text || sg.goods_id::text)::bigint & 2147483647 as h
      from seller_goods sg join system_goods g on g.id = sg.goods_id
    ), packed as (
      select *, (${packs})[(1 + (h / 1000) % ${sql.raw(String(PACKS.length))})::int] as pack from base
    ), shaped as (
      select *, ((b + pack - 1) / pack) * pack as moq, (2 + (h / 8000) % 3)::int as rungs from packed
    ), candidates as (
      select sh.id, sh.h, sh.s, sh.moq, sh.pack, l.tiers
      from shaped sh cross join lateral (
        select jsonb_agg(jsonb_build_object('minQty', sh.moq * (${steps})[k + 1],
                                            'price', trunc(sh.s * (1 - ${cut} * k), 2)::text) order by k) as tiers,
               count(*) as n
        from generate_series(0, sh.rungs - 1) k
        where sh.moq * (${steps})[k + 1] <= ${max}
          and trunc(trunc(sh.s * (1 - ${cut} * k), 2) * (1 - sh.d), 2) >= sh.c
      ) l
      where l.n >= 2
    )`;
}

/**
 * Puts the catalogue in `state`: A clears every listing's terms; B gives the ladders of
 * `candidates` to about half of all listings (as many of the candidates as that takes, by hash),
 * and three in ten of them a sample at 1.2× the selling price, 1 to 3 units. Then rewrites and
 * vacuums the table, so both states are measured on a table as compact as after a load.
 */
export async function setLadderState(db: Db, state: LadderState, maxBuy: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Without seller_goods' triggers: the terms are no column they keep anything from (a listing's
    // category, its discount flag, the goods' and shops' counts, which they leave as they are), and
    // the statement-level ones test "did anything that counts change?" by joining the old rows to
    // the new in a nested loop: 18 s for 5,000 rows, minutes for half of 100,000.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update seller_goods set price_tiers = null, moq = 1, pack_size = 1, sample_price = null, sample_limit = null
      where price_tiers is not null or moq <> 1 or pack_size <> 1 or sample_price is not null`);
    if (state === 'A') return;
    const [counts] = (
      await tx.execute<{ total: number; can: number }>(sql`
        with ${candidates(maxBuy)}
        select (select count(*) from seller_goods)::int as total, (select count(*) from candidates)::int as can`)
    ).rows;
    // Per mille of the candidates that get their ladder, so that LADDER_SHARE of all listings do.
    const permille = Math.min(
      1000,
      Math.round((1000 * LADDER_SHARE * (counts?.total ?? 0)) / Math.max(1, counts?.can ?? 0)),
    );
    await tx.execute(sql`
      with ${candidates(maxBuy)}
      update seller_goods sg set price_tiers = c.tiers, moq = c.moq, pack_size = c.pack,
        sample_price = case when (c.h / 96000) % 10 < 3 then round(c.s * 1.2, 2) end,
        sample_limit = case when (c.h / 96000) % 10 < 3 then 1 + (c.h / 960000) % 3 end
      from candidates c where sg.id = c.id and c.h % 1000 < ${sql.raw(String(permille))}`);
  });
  // VACUUM FULL leaves the visibility map empty: the plain VACUUM after it sets it again (the
  // lists' index-only scans read it), and ANALYZE gives the planner the state's figures.
  await db.execute(sql`vacuum full seller_goods`);
  await db.execute(sql`vacuum analyze seller_goods`);
}

/**
 * What state B put on the catalogue, every ladder and sample checked by the contract's own rules
 * (termsProblem: first rung at the minimum, minimums rising in whole packs within the system
 * maximum, prices falling, none below the good's cost after the listing's discount).
 */
export async function ladderCensus(db: Db, maxBuy: number): Promise<LadderCensus> {
  const rows = (
    await db.execute<{
      price_tiers: PriceRung[] | null;
      moq: number;
      pack_size: number;
      sample_price: string | null;
      sample_limit: number | null;
      selling_price: string;
      discount_ratio: string | null;
      system_price: string;
      buy_min: number;
    }>(sql`
      select sg.price_tiers, sg.moq, sg.pack_size, sg.sample_price, sg.sample_limit, sg.selling_price,
             sg.discount_ratio, g.system_price, g.buy_min
      from seller_goods sg join system_goods g on g.id = sg.goods_id
      where sg.price_tiers is not null or sg.pack_size <> 1 or sg.sample_price is not null`)
  ).rows;
  const [all] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from seller_goods`)).rows;
  const census: LadderCensus = {
    listings: all?.n ?? 0,
    ladders: 0,
    rungs: {},
    packs: 0,
    samples: 0,
    refused: 0,
    maxBuy,
  };
  for (const r of rows) {
    const tiers = r.price_tiers ?? [{ minQty: r.moq, price: r.selling_price }];
    if (r.price_tiers) {
      census.ladders += 1;
      census.rungs[tiers.length] = (census.rungs[tiers.length] ?? 0) + 1;
      if (tiers[0]?.price !== r.selling_price)
        throw new Error('a ladder does not start at the selling price');
    }
    if (r.pack_size > 1) census.packs += 1;
    if (r.sample_price !== null) census.samples += 1;
    const problem = termsProblem(
      {
        priceTiers: tiers,
        moq: r.moq,
        packSize: r.pack_size,
        samplePrice: r.sample_price,
        sampleLimit: r.sample_limit,
      },
      { wholesaleCost: r.system_price, buyMin: r.buy_min, maxBuy, discountRatio: r.discount_ratio },
    );
    if (problem) {
      census.refused += 1;
      throw new Error(
        `state B's terms break ${problem.code} ${JSON.stringify(problem.params)}: ${JSON.stringify(r)}`,
      );
    }
  }
  return census;
}
