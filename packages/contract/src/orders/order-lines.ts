import { z } from 'zod';
import { deferred } from '../deferred.js';
import { blankToUndefined as blank, optionalOf, paramRules } from '../params.js';

// The lines of a checkout (contract §1.5): `orderInfo` triples, and the samples (ADR 037).

/** One line of `orderInfo`: listing, SKU (null without SKUs), quantity. */
export type OrderLine = {
  sellerGoodsId: string;
  skuId: string | null;
  quantity: number;
  /** A sample line (ADR 037): priced at the listing's sample price, outside its minimum and pack. */
  sample?: boolean;
};

/**
 * `orderInfo` is a flat comma-separated list of triples `sellerGoodsId,skuId,quantity` with
 * skuId `-1` for a listing without SKUs (contract §1.5). Parsed strictly: anything else is refused.
 */
export const OrderInfoParam = deferred(() =>
  z.preprocess(
    blank,
    z
      .string()
      .max(20_000)
      .transform((text, ctx): OrderLine[] => {
        const parts = text.split(',').map((p) => p.trim());
        const uuid = z.uuid();
        const lines: OrderLine[] = [];
        if (parts.length % 3 !== 0) {
          ctx.addIssue({ code: 'custom', message: 'orderInfo holds triples' });
          return z.NEVER;
        }
        for (let i = 0; i < parts.length; i += 3) {
          const [id, sku, count] = [parts[i], parts[i + 1], parts[i + 2]];
          const n = Number(count);
          if (
            !uuid.safeParse(id).success ||
            !(sku === '-1' || uuid.safeParse(sku).success) ||
            !/^[0-9]{1,7}$/.test(count ?? '') ||
            n < 1
          ) {
            ctx.addIssue({ code: 'custom', message: 'orderInfo triple is not valid' });
            return z.NEVER;
          }
          lines.push({
            sellerGoodsId: id as string,
            skuId: sku === '-1' ? null : (sku as string),
            quantity: n,
          });
        }
        return lines;
      }),
  ),
);

/**
 * The lines of order!quote and order!submit: `orderInfo` (contract §1.5) and `sampleInfo`, triples
 * of the same form for the samples ordered (ADR 037); at least one of the two.
 */
export const orderLineParams = deferred(() => ({
  orderInfo: optionalOf(OrderInfoParam),
  sampleInfo: optionalOf(OrderInfoParam),
}));

export function withSomeLines<T extends z.ZodType>(schema: T): T {
  return paramRules(schema, (p, refuse) => {
    const { orderInfo, sampleInfo } = p as Record<string, unknown>;
    const refuseField = refuse as unknown as (
      field: string,
      error: 'COMMON_PARAM_MISSING',
      params: { field: string },
    ) => void;
    if (orderInfo === undefined && sampleInfo === undefined) {
      refuseField('orderInfo', 'COMMON_PARAM_MISSING', { field: 'orderInfo' });
    }
  });
}

/** The lines order!quote and order!submit were sent: `orderInfo`'s, then `sampleInfo`'s as samples. */
export function submittedLines(p: {
  orderInfo?: OrderLine[] | undefined;
  sampleInfo?: OrderLine[] | undefined;
}): OrderLine[] {
  return [...(p.orderInfo ?? []), ...(p.sampleInfo ?? []).map((l) => ({ ...l, sample: true }))];
}
