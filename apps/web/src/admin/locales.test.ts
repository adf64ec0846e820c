import { LANGUAGES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { flatten, placeholders, type Tree } from '../test/locale-tree';

// The console's strings, one file per language (src/admin/locales/<lng>.json); English is the source.
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function load(lang: string): Tree | undefined {
  return files[`./locales/${lang}.json`];
}

// Strings that are the same in every language: codes and symbols.
const SAME_EVERYWHERE = new Set(['syspara.range', 'users.columns.uid', 'users.fields.usercode']);

describe('console locale files', () => {
  const english = flatten(load('en') ?? {});

  it('English has strings and none is empty', () => {
    expect(english.size).toBeGreaterThan(100);
    for (const [key, value] of english) expect(value.trim(), `en ${key}`).not.toBe('');
  });

  it('there is a file for every language and no other', () => {
    const present = Object.keys(files)
      .map((path) => path.replace('./locales/', '').replace('.json', ''))
      .sort();
    expect(present).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s', (lang) => {
    it('has every key with the same placeholders', () => {
      const tree = load(lang);
      expect(tree, `src/admin/locales/${lang}.json is missing`).toBeDefined();
      const strings = flatten(tree ?? {});
      const missing = [...english.keys()].filter((key) => !strings.has(key));
      const extra = [...strings.keys()].filter((key) => !english.has(key));
      expect(missing, `${lang} lacks keys`).toEqual([]);
      expect(extra, `${lang} has keys English does not`).toEqual([]);
      for (const [key, text] of english) {
        const translated = strings.get(key) ?? '';
        expect(translated.trim(), `${lang} ${key} is empty`).not.toBe('');
        expect(placeholders(translated), `${lang} ${key} placeholders`).toEqual(placeholders(text));
      }
    });

    it('is translated rather than copied from English', () => {
      const tree = load(lang);
      expect(tree, `src/admin/locales/${lang}.json is missing`).toBeDefined();
      const strings = flatten(tree ?? {});
      const checked = [...english].filter(([key]) => !SAME_EVERYWHERE.has(key));
      const copied = checked.filter(([key, text]) => strings.get(key) === text).map(([key]) => key);
      // A few words are legitimately the same (loanwords such as "Dashboard" or "Admin").
      expect(copied.length / checked.length, `${lang} copies English: ${copied.join(', ')}`).toBeLessThan(
        0.1,
      );
    });
  });
});
