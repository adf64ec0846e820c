import type { ErrorCode, Language } from '@caravan/contract';
import { fillPlaceholders, type MessageCatalogue } from '@caravan/contract/i18n/format';
import { loadMessages } from '@caravan/contract/i18n/lazy';
import { formatPlainNumber } from './money';

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
  if (template === undefined) return undefined;
  // A number in the message ("at most 500") as the language writes numbers, as in every sentence.
  const written = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatPlainNumber(value, lang) : value,
    ]),
  );
  return fillPlaceholders(template, written);
}
