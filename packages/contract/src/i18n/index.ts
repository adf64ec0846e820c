import type { ErrorCode } from '../errors.js';
import type { Language } from '../languages.js';
import { af } from './af.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { el } from './el.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ms } from './ms.js';
import { ph } from './ph.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { th } from './th.js';
import { tr } from './tr.js';
import { vi } from './vi.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type MessageCatalogue = Record<ErrorCode, string>;

/** The error and notification messages in all 21 languages. */
export const MESSAGES: Record<Language, MessageCatalogue> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  de,
  ms,
  af,
  th,
  el,
  pt,
  es,
  fr,
  ru,
  it,
  tr,
  ko,
  ph,
  ar,
  id,
  vi,
  hi,
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a message uses, sorted, for comparing translations with English. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

/** Formats an error message in a language, filling {placeholders}; English when a key is missing. */
export function formatMessage(
  lang: Language,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[lang]?.[code] ?? en[code];
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
