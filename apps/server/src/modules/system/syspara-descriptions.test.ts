import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { SYSPARA_DEFINITIONS } from './syspara-definitions.js';

// The console shows each parameter's description in the operator's language, from the web app's
// catalogue (admin.json, syspara.descriptions); the server's English is the fallback. A parameter
// added here without its translations, or an English text changed on one side only, fails here.

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/i18n/locales/${lang}/admin.json`, import.meta.url), 'utf8'),
  ) as { syspara: { descriptions: Record<string, string> } };

describe('system parameter descriptions', () => {
  it('are the same English text in the console as on the server', () => {
    const english = catalogue('en').syspara.descriptions;
    for (const definition of SYSPARA_DEFINITIONS) {
      expect(english[definition.code], definition.code).toBe(definition.description);
    }
    expect(Object.keys(english).sort()).toEqual(SYSPARA_DEFINITIONS.map((d) => d.code).sort());
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('are translated into %s', (lang) => {
    const english = catalogue('en').syspara.descriptions;
    const translated = catalogue(lang).syspara.descriptions;
    for (const definition of SYSPARA_DEFINITIONS) {
      expect(translated[definition.code]?.trim(), `${lang} ${definition.code}`).toBeTruthy();
      expect(translated[definition.code], `${lang} ${definition.code}`).not.toBe(english[definition.code]);
    }
  });
});
