import { normaliseLanguage, type Language } from '@caravan/contract';
import { STORAGE_KEYS, writeStorage } from './storage';

export type ConsumedParams = {
  /** The language asked for with ?lang=, when it is one we speak. */
  lang: Language | undefined;
  /** The search string without lang, or null when there was no lang to remove. */
  cleanedSearch: string | null;
};

/**
 * Reads the one-shot URL parameters every page accepts: ?lang= switches the language and is then
 * dropped from the address (spec §4); ?code= is an agent's invitation code, kept in `agentCode` for
 * registration (the address keeps it, as other pages may read it).
 */
export function consumeUrlParams(search: string): ConsumedParams {
  const query = new URLSearchParams(search);
  const rawLang = query.get('lang');
  const code = query.get('code');
  if (code) writeStorage(STORAGE_KEYS.agentCode, code);
  if (rawLang === null) return { lang: undefined, cleanedSearch: null };
  query.delete('lang');
  const rest = query.toString();
  return { lang: normaliseLanguage(rawLang), cleanedSearch: rest ? `?${rest}` : '' };
}
