import { z } from 'zod';
import { blankToUndefined as blank, decimalTextPattern } from '../params.js';

// How the wallet's params read what a client types; shared by its deposit and withdrawal shapes.

/** Trimmed and upper-cased, '' meaning absent (coins and network names). */
export const upperCase = (v: unknown) => (typeof v === 'string' ? blank(v.trim().toUpperCase()) : blank(v));
/** A card or account number as typed, spaces and dashes dropped. */
export const digitsOnly = (v: unknown) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : blank(v));
/** A secret as typed (never trimmed), '' meaning absent. */
export const secret = (max: number) => z.preprocess(blank, z.string().max(max));

/** A positive decimal given as text (amounts and rates are never floats). */
export const decimalText = (decimals: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z.string().regex(decimalTextPattern(decimals)),
  );
