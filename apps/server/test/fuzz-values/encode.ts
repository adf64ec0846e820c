import type { Rng } from './fields.js';
import { Obj, Raw, type Value } from './fields.js';

// How a fuzzed request carries its values: JSON with raw literals and own `__proto__` keys, and query strings.

export function toJson(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  return JSON.stringify(value);
}

/** Percent-encoding that also writes a lone surrogate (as its WTF-8 bytes) instead of throwing. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else {
        out += encodeURIComponent(ch);
      }
    }
    return out;
  }
}

export function scalarText(value: Value): string | null {
  if (value === null) return null;
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj || Array.isArray(value)) return toJson(value);
  return String(value);
}

/**
 * A query string or form body: a list repeats its key (`a=1&a=2`), an object goes as JSON text or
 * as bracketed keys (`a[b]=1`), null as a bare key.
 */
export function toQuery(entries: [string, Value][], rng: Rng): string {
  const parts: string[] = [];
  const add = (key: string, value: Value) => {
    const text = scalarText(value);
    parts.push(text === null ? encodeComponent(key) : `${encodeComponent(key)}=${encodeComponent(text)}`);
  };
  for (const [key, value] of entries) {
    if (Array.isArray(value)) {
      if (value.length === 0) add(key, '');
      for (const item of value) add(key, item);
    } else if (value instanceof Obj && rng.chance(0.5)) {
      for (const [inner, v] of value.entries) add(`${key}[${inner}]`, v);
    } else {
      add(key, value);
    }
  }
  return parts.join('&');
}

/** A short description of a value for a failure report (the huge ones by their length). */
export function show(value: Value): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : toJson(value);
  return text.length > 120 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}
