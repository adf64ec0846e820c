import { z } from 'zod';

// Existing clients send every parameter as a string in the query (contract §2.2), and send an empty
// value for "not set". These helpers turn '' into undefined before validating.
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional integer parameter; '' means absent; anything else must be a whole number in range. */
export function optionalInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());
}

/** An optional id parameter (UUID); '' means absent. */
export const optionalId = z.preprocess(blankToUndefined, z.uuid().optional());

/** A required id parameter (UUID). */
export const requiredId = z.preprocess(blankToUndefined, z.uuid());

/** An optional trimmed string with a maximum length; '' means absent. */
export function optionalText(max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().max(max).optional(),
  );
}

/** A required trimmed string with a maximum length. */
export function requiredText(max: number, min = 1) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().min(min).max(max),
  );
}

/**
 * Paging in (contract §2.3): pageNum a positive integer (≤ 10000), pageSize 1–100 with a default of
 * 20; sizes above 100 are clamped to 100 as the existing server does. Non-numbers are refused.
 */
export const PageParams = z.object({
  pageNum: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, 100))
      .default(20),
  ),
});
export type PageParams = z.infer<typeof PageParams>;

/** Paging out: data.pageList and data.pageInfo {pageNum, pageSize, totalElements}. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    pageList: z.array(item),
    pageInfo: z.object({ pageNum: z.number(), pageSize: z.number(), totalElements: z.number() }),
  });
}
