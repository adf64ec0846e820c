/** The 21 interface languages (DESIGN.md §7); English is the default and the source of keys. */
export const LANGUAGES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'de',
  'ms',
  'af',
  'th',
  'el',
  'pt',
  'es',
  'fr',
  'ru',
  'it',
  'tr',
  'ko',
  'ph',
  'ar',
  'id',
  'vi',
  'hi',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own script, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  de: 'Deutsch',
  ms: 'Bahasa Melayu',
  af: 'Afrikaans',
  th: 'ไทย',
  el: 'Ελληνικά',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  it: 'Italiano',
  tr: 'Türkçe',
  ko: '한국어',
  ph: 'Filipino',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  hi: 'हिन्दी',
};

const RTL = new Set(['ar', 'ur', 'fa', 'pr']);

export function isRtl(lang: string): boolean {
  return RTL.has(lang);
}

// Short codes sent by existing clients (contract §2.2) and common BCP-47 spellings.
const ALIASES: Record<string, Language> = {
  cn: 'zh-CN',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  tw: 'zh-TW',
  'zh-tw': 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  fil: 'ph',
  tl: 'ph',
  in: 'id',
};

const BY_LOWER = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** Maps a client's language code (contract short codes, BCP-47 tags) to one of ours, or undefined. */
export function normaliseLanguage(input: string | undefined | null): Language | undefined {
  if (!input) return undefined;
  const lower = input.trim().toLowerCase().replace('_', '-');
  const exact = BY_LOWER.get(lower) ?? ALIASES[lower];
  if (exact) return exact;
  const [primary = '', ...subtags] = lower.split('-');
  if (primary === 'zh') {
    // Script or region decides between Simplified and Traditional (zh-Hant-HK, zh-MO, …).
    return subtags.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'zh-TW' : 'zh-CN';
  }
  return BY_LOWER.get(primary) ?? ALIASES[primary];
}

/** Picks the first supported language from an Accept-Language header, honouring q-values. */
export function languageFromAcceptHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      const weight = q ? Number(q.trim().slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const lang = normaliseLanguage(r.tag);
    if (lang) return lang;
  }
  return undefined;
}
