import type { Language } from '../languages.js';
import type { MessageCatalogue } from './format.js';

// One dynamic import per language, so that a browser downloads only the catalogue it shows.
const LOADERS: Record<Language, () => Promise<MessageCatalogue>> = {
  en: () => import('./en.js').then((m) => m.en),
  'zh-CN': () => import('./zh-CN.js').then((m) => m.zhCN),
  'zh-TW': () => import('./zh-TW.js').then((m) => m.zhTW),
  ja: () => import('./ja.js').then((m) => m.ja),
  de: () => import('./de.js').then((m) => m.de),
  ms: () => import('./ms.js').then((m) => m.ms),
  af: () => import('./af.js').then((m) => m.af),
  th: () => import('./th.js').then((m) => m.th),
  el: () => import('./el.js').then((m) => m.el),
  pt: () => import('./pt.js').then((m) => m.pt),
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  ru: () => import('./ru.js').then((m) => m.ru),
  it: () => import('./it.js').then((m) => m.it),
  tr: () => import('./tr.js').then((m) => m.tr),
  ko: () => import('./ko.js').then((m) => m.ko),
  ph: () => import('./ph.js').then((m) => m.ph),
  ar: () => import('./ar.js').then((m) => m.ar),
  id: () => import('./id.js').then((m) => m.id),
  vi: () => import('./vi.js').then((m) => m.vi),
  hi: () => import('./hi.js').then((m) => m.hi),
};

/** Loads one language's error messages on demand (the web client's path). */
export function loadMessages(lang: Language): Promise<MessageCatalogue> {
  return LOADERS[lang]();
}
