import type { Language } from '@caravan/contract';
import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { i18next, useLanguage } from '../../lib/i18n';

/** The console's i18next namespace; its strings ship only in the console's chunks. */
export const ADMIN_NS = 'admin';

type LocaleModule = Record<string, ResourceKey>;

// Every language, English included, is its own chunk, fetched by the console when it is shown: the
// storefront never downloads a console string.
const files = import.meta.glob<LocaleModule>('../locales/*.json', { import: 'default' });

const loaded = new Set<Language>();
const loading = new Map<Language, Promise<void>>();

function loadOne(lang: Language): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const load = files[`../locales/${lang}.json`];
    pending = (load ? load() : Promise.resolve({}))
      .then((strings) => {
        i18next.addResourceBundle(lang, ADMIN_NS, strings, true, true);
        loaded.add(lang);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Loads the console's strings for a language and English (the fallback). */
export async function loadAdminStrings(lang: Language): Promise<void> {
  await Promise.all([loadOne('en'), loadOne(lang)]);
}

export function hasAdminStrings(lang: Language): boolean {
  return loaded.has('en') && loaded.has(lang);
}

/**
 * True once the console's strings for the current language are in; while a newly chosen language
 * loads, the previous strings (or English) stay on screen and the tree re-renders when it arrives.
 */
export function useAdminStrings(): boolean {
  const lang = useLanguage();
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (hasAdminStrings(lang)) return;
    let active = true;
    loadAdminStrings(lang).then(
      () => active && setVersion((v) => v + 1),
      (error: unknown) => console.error('Could not load the console strings', error),
    );
    return () => {
      active = false;
    };
  }, [lang]);
  return loaded.has('en');
}
