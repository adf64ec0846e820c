import { z } from 'zod';
import { deferred } from '../deferred.js';
import { blankToUndefined as blank } from '../params.js';

// The params naming a listing's line (the cart's and the reviews'); internal to the orders contract.

/** `-1` (or empty) means a listing without SKUs (contract §1.5). */
export const skuParam = deferred(() =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined || v === '-1' || v === -1 ? undefined : v),
    z.uuid().optional(),
  ),
);
export const quantity = deferred(() => z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000)));
