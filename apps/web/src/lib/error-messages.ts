import type { ErrorCode, Language } from '@caravan/contract';
import { fillPlaceholders, type MessageCatalogue } from '@caravan/contract/i18n/format';
import { loadMessages } from '@caravan/contract/i18n/lazy';

// The API's error messages, one language at a time: the first page load carries none of the 21
// catalogues, and a language's catalogue is fetched when that language is chosen.
const loaded = new Map<Language, MessageCatalogue>();

/** Fetches a language's error messages once. */
export async function preloadErrorMessages(lang: Language): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loadMessages(lang));
}

/** An error code's message in a language, when that language's catalogue has arrived. */
export function translateError(
  lang: Language,
  code: ErrorCode,
  params: Record<string, string | number>,
): string | undefined {
  const template = loaded.get(lang)?.[code];
  return template === undefined ? undefined : fillPlaceholders(template, params);
}
