import type { Language } from '@caravan/contract';

/** The BCP-47 tag for <html lang>; our "ph" is Filipino, whose tag is "fil". */
export function htmlLangFor(lang: Language): string {
  return lang === 'ph' ? 'fil' : lang;
}
