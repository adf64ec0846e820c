import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_PARAMS } from '../errors.js';
import { LANGUAGES } from '../languages.js';
import { MESSAGES, formatMessage, placeholdersOf } from './index.js';

describe('message catalogue', () => {
  it('has every error code in English with exactly the declared placeholders', () => {
    for (const code of ERROR_CODES) {
      expect(placeholdersOf(MESSAGES.en[code]), code).toEqual([...ERROR_PARAMS[code]].sort());
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, the same placeholders, and is translated',
    (lang) => {
      const catalogue = MESSAGES[lang];
      expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
      let identicalToEnglish = 0;
      for (const code of ERROR_CODES) {
        const message = catalogue[code];
        expect(message.trim().length, `${lang} ${code}`).toBeGreaterThan(0);
        expect(placeholdersOf(message), `${lang} ${code}`).toEqual(placeholdersOf(MESSAGES.en[code]));
        if (message === MESSAGES.en[code]) identicalToEnglish += 1;
      }
      // A real translation, not English copies (a short word may coincide, but not the catalogue).
      expect(identicalToEnglish, `${lang} messages left in English`).toBeLessThanOrEqual(1);
    },
  );

  it('fills placeholders and falls back to English for an unknown language', () => {
    expect(formatMessage('en', 'COMMON_PARAM_INVALID', { field: 'pageNum' })).toBe(
      'The value of pageNum is not valid.',
    );
    expect(formatMessage('ar', 'COMMON_PARAM_INVALID', { field: 'pageNum' })).toContain('pageNum');
  });
});

describe('lazy catalogue', () => {
  it.each(LANGUAGES)('loads %s with the same messages as the eager catalogue', async (lang) => {
    const { loadMessages } = await import('./lazy.js');
    expect(await loadMessages(lang)).toEqual(MESSAGES[lang]);
  });
});
