import type { DbOrTx } from '../../db/client.js';
import { amount, roundDown, type Amount } from '../../lib/money.js';
import { cachedSysparaValues } from '../system/index.js';

/**
 * The platform's freight schedule (system parameters, spec §3): a shop order is one shipment and
 * pays a shipping fee, long-distance freight at a rate per kg of what it weighs, and a delivery fee.
 */
export interface FreightSchedule {
  shippingFee: Amount;
  ratePerKg: Amount;
  deliveryFee: Amount;
}

export const FREIGHT_SYSPARA = {
  shippingFee: 'freight_shipping_fee',
  ratePerKg: 'freight_long_distance_rate',
  deliveryFee: 'freight_delivery_fee',
} as const;

/** The schedule as operators set it now (each part its definition's default until set). */
export async function freightSchedule(db: DbOrTx): Promise<FreightSchedule> {
  const values = await cachedSysparaValues(db, Object.values(FREIGHT_SYSPARA));
  return {
    shippingFee: amount(values[FREIGHT_SYSPARA.shippingFee]),
    ratePerKg: amount(values[FREIGHT_SYSPARA.ratePerKg]),
    deliveryFee: amount(values[FREIGHT_SYSPARA.deliveryFee]),
  };
}

/** One shop order's freight, in its three parts, each in cents; `total` is their sum. */
export interface Freight {
  /** What the order's charged lines weigh: quantity × unit weight, in kg. */
  weightKg: Amount;
  shippingFee: Amount;
  longDistanceFreight: Amount;
  deliveryFee: Amount;
  total: Amount;
}

/** What freight needs of a line: its quantity, its unit's weight, and whether it ships free. */
export interface FreightLine {
  quantity: number;
  unitWeightKg: Amount;
  freeFreight: boolean;
}

const zero = () => amount(0);
const sum = (values: readonly Amount[]) => values.reduce((a, b) => a.plus(b), zero());
const lineWeight = (l: FreightLine) => l.unitWeightKg.times(l.quantity);

/**
 * The freight of one shop order: shipping fee + rate per kg × the weight of its charged lines +
 * delivery fee, each part rounded down to cents so the parts sum exactly to the total. Lines that
 * ship free (freightType 1) weigh nothing here; an order of free lines only pays no freight at all.
 */
export function orderFreight(lines: readonly FreightLine[], schedule: FreightSchedule): Freight {
  const charged = lines.filter((l) => !l.freeFreight);
  if (charged.length === 0) {
    return {
      weightKg: zero(),
      shippingFee: zero(),
      longDistanceFreight: zero(),
      deliveryFee: zero(),
      total: zero(),
    };
  }
  const weightKg = sum(charged.map(lineWeight));
  const shippingFee = roundDown(schedule.shippingFee);
  const longDistanceFreight = roundDown(schedule.ratePerKg.times(weightKg));
  const deliveryFee = roundDown(schedule.deliveryFee);
  return {
    weightKg,
    shippingFee,
    longDistanceFreight,
    deliveryFee,
    total: shippingFee.plus(longDistanceFreight).plus(deliveryFee),
  };
}

/**
 * Each line's share of its order's freight, by weight: rounded down to cents, with the remainder on
 * the last charged line, so the shares sum exactly to `total`. Lines that ship free take none; when
 * the charged lines weigh nothing (weights unknown), they share by quantity instead.
 */
export function shareFreight(lines: readonly FreightLine[], total: Amount): Amount[] {
  const byWeight = lines.some((l) => !l.freeFreight && !lineWeight(l).isZero());
  const basis = lines.map((l) => (l.freeFreight ? zero() : byWeight ? lineWeight(l) : amount(l.quantity)));
  const whole = sum(basis);
  const last = basis.findLastIndex((b) => !b.isZero());
  if (total.isZero() || last < 0) return lines.map(() => zero());
  let given = zero();
  return basis.map((b, i) => {
    const share = i === last ? total.minus(given) : roundDown(total.times(b).dividedBy(whole));
    given = given.plus(share);
    return share;
  });
}
