import type { MessageCode } from '../notices.js';
import { fillPlaceholders, type MessageCatalogue } from './format.js';
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

export type { MessageCatalogue } from './format.js';
export { fillPlaceholders, placeholdersOf } from './format.js';

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

/** Formats an error message or a notice in a language, filling {placeholders}; English when a key is missing. */
export function formatMessage(
  lang: Language,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(MESSAGES[lang]?.[code] ?? en[code], params);
}
