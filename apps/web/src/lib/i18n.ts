import i18next, { type BackendModule, type FormatFunction, type ParseKeys, type ResourceKey } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isRtl, normaliseLanguage, type Language } from '@caravan/contract';
import { htmlLangFor } from './html-lang';
import { formatPlainNumber } from './money';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';
import { preloadErrorMessages } from './error-messages';
import { applyScriptFont } from './script-fonts';

/**
 * The namespaces a landing page shows (the home, a goods list, a product, a store, a search, the
 * chat): English ships in the main bundle, and a visitor's own language loads them before the first
 * render.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'pages',
  'catalog',
  'search',
  'cart',
  'chat',
  'notifications',
] as const;

/**
 * The storefront's other namespaces, English included: fetched, in the visitor's language, by the
 * first screen that asks for one (its components suspend until they arrive), so a first visit to a
 * landing page carries none of them.
 */
export const LATER_NAMESPACES = ['account', 'wallet', 'orders', 'address', 'seller', 'credit'] as const;

export const NAMESPACES = [...FIRST_SCREEN_NAMESPACES, ...LATER_NAMESPACES] as const;

/**
 * Namespaces fetched only when a screen asks for them, English included: the console's strings
 * (`admin`) never reach a storefront visitor, nor the promotion site's long texts (`promote`) one
 * who does not open it.
 */
export const LAZY_NAMESPACES = ['admin', 'promote'] as const;
export type Namespace = (typeof NAMESPACES)[number] | (typeof LAZY_NAMESPACES)[number];

/** The operator console's namespace. */
export const ADMIN_NS = 'admin' satisfies Namespace;

/** The promotion site's namespace: the seller landing page, the policies and the about page. */
export const PROMOTE_NS = 'promote' satisfies Namespace;

/**
 * A key of a namespace, typed from its English file (i18n/i18next.d.ts), for a key kept in a
 * variable, a map or a prop before it reaches `t()`: `TKey<'orders'>`.
 */
export type TKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

type Between<Key, Before extends string, After extends string> = Key extends `${Before}${infer Part}${After}`
  ? Part
  : never;

/**
 * The part of a namespace's keys between `Before` and `After`, for a key built from a template:
 * `KeyPart<'orders', 'status.'>` is `'paid' | 'shipped' | …`, so a key built as `status.${part}`
 * typechecks; `KeyPart<'account', 'dashboard.links.', '.title'>` is each link that has a title.
 */
export type KeyPart<Ns extends Namespace, Before extends string, After extends string = ''> = Between<
  TKey<Ns>,
  Before,
  After
>;

type LocaleModule = Record<string, ResourceKey>;

// English is the source of keys and the fallback, so the first screens' English ships in the main
// bundle; every other language, and the other namespaces in every language, are chunks of their
// own, fetched when needed. One loader serves the storefront and the console.
const englishFiles = import.meta.glob<LocaleModule>(
  ['../i18n/locales/en/{common,home,pages,catalog,search,cart,chat,notifications}.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = {
  ...import.meta.glob<LocaleModule>(['../i18n/locales/*/*.json', '!../i18n/locales/en/*.json'], {
    import: 'default',
  }),
  ...import.meta.glob<LocaleModule>(
    [
      '../i18n/locales/en/{account,wallet,orders,address,seller,credit}.json',
      '../i18n/locales/en/{admin,promote}.json',
    ],
    { import: 'default' },
  ),
};

function localePath(lng: string, ns: string): string {
  return `../i18n/locales/${lng}/${ns}.json`;
}

/** The namespaces whose English the main bundle holds: the first screens' (a test holds it to that). */
export const BUNDLED_ENGLISH: readonly string[] = Object.keys(englishFiles).map((file) =>
  file.replace(/^.*\/(\w+)\.json$/, '$1'),
);

const englishResources = Object.fromEntries(
  FIRST_SCREEN_NAMESPACES.map((ns) => {
    const strings = englishFiles[localePath('en', ns)];
    if (!strings) throw new Error(`The English strings of ${ns} are not in the bundle`);
    return [ns, strings];
  }),
);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    const load = lazyFiles[localePath(lng, ns)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language to start in: the stored choice, else English (spec §1). */
export function initialLanguage(): Language {
  return normaliseLanguage(readStorage(STORAGE_KEYS.lang)) ?? DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(lang: Language): void {
  const root = document.documentElement;
  root.lang = htmlLangFor(lang);
  root.dir = isRtl(lang) ? 'rtl' : 'ltr';
  void applyScriptFont(lang, root);
}

export function currentLanguage(): Language {
  return normaliseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

let initialising: Promise<unknown> | undefined;

/** A value put into a sentence: a number as the language writes it; anything else as it is. */
const formatInterpolated: FormatFunction = (value, _format, lng) =>
  typeof value === 'number' ? formatPlainNumber(value, normaliseLanguage(lng) ?? DEFAULT_LANGUAGE) : value;

/** Starts i18next once, in the given language, with that language's strings loaded. */
export function initI18n(lang: Language = initialLanguage()): Promise<unknown> {
  initialising ??= i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'common',
      resources: { en: englishResources },
      partialBundledLanguages: true,
      load: 'currentOnly',
      interpolation: {
        escapeValue: false,
        // A number put into a sentence ({{count}} items, at most {{max}}) is written as the
        // language writes numbers ("1.234,5" in German), in Latin digits as every price is; left
        // alone it was JavaScript's "1234.5" in every language.
        alwaysFormat: true,
        format: formatInterpolated,
      },
      returnNull: false,
      // A component whose namespace has not arrived yet suspends (its page's loader shows) instead
      // of drawing its keys; the first screens' namespaces are loaded before the first render.
      react: { useSuspense: true },
      showSupportNotice: false,
    })
    .then(async () => {
      applyDocumentLanguage(currentLanguage());
      i18next.on('languageChanged', (lng) => {
        const next = normaliseLanguage(lng) ?? DEFAULT_LANGUAGE;
        applyDocumentLanguage(next);
        void preloadErrorMessages(next);
      });
      // Fetched beside the first render, not before it: until it lands an error shows the
      // server's message, which is already in the request's language.
      void preloadErrorMessages(currentLanguage());
    });
  return initialising;
}

/**
 * Switches the interface language: stores it (ES_LANG), forgets the home page's scroll position as
 * the page will lay out differently (spec §4), and loads the new strings. Catalogue data refetches
 * because every catalogue query key carries the language.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, lang);
  removeStorage(STORAGE_KEYS.scroll);
  await Promise.all([i18next.changeLanguage(lang), preloadErrorMessages(lang)]);
}

function subscribeToLanguage(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

/**
 * The current interface language, re-rendering when it changes. Its own subscription, not
 * react-i18next's hook: that one copies the i18n instance for every component that calls it, and
 * a page of goods cards calls this one per card.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage);
}

export { i18next };
