import { z } from 'zod';
import { deferred } from './deferred.js';
import { ERROR_CODES } from './errors.js';

/** Success envelope (contract §2.1): code is the string "0". */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal('0'), msg: z.string(), data });
}

/** Error envelope: code "1" (business), "403" (session) or "999" (fund password not set). */
export const ErrorEnvelope = deferred(() =>
  z.object({
    code: z.enum(['1', '403', '999']),
    msg: z.string(),
    key: z.enum(ERROR_CODES as [string, ...string[]]),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    data: z.null(),
  }),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
