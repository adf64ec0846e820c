import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.js';
import { MESSAGE_CODES, MESSAGE_PARAMS, NOTICE_PARAMS } from '../notices.js';
import { LANGUAGES } from '../languages.js';
import { MESSAGES, formatMessage, placeholdersOf } from './index.js';

describe('message catalogue', () => {
  it('has every error code and notice in English with exactly the declared placeholders', () => {
    for (const code of MESSAGE_CODES) {
      expect(placeholdersOf(MESSAGES.en[code]), code).toEqual([...MESSAGE_PARAMS[code]].sort());
    }
  });

  it('keeps notices out of the error codes an envelope may carry', () => {
    const notices = Object.keys(NOTICE_PARAMS);
    expect(notices.length).toBeGreaterThan(50);
    expect(ERROR_CODES.filter((code) => code.startsWith('NOTICE_'))).toEqual([]);
    expect(MESSAGE_CODES).toEqual(expect.arrayContaining([...ERROR_CODES, ...notices]));
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, the same placeholders, and is translated',
    (lang) => {
      const catalogue = MESSAGES[lang];
      expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_CODES].sort());
      let identicalToEnglish = 0;
      for (const code of MESSAGE_CODES) {
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
