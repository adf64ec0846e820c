import { LANGUAGES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_NS, LAZY_NAMESPACES, NAMESPACES, PROMOTE_NS, type Namespace } from '../lib/i18n';
import { flatten, placeholders, type Tree } from '../test/locale-tree';

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function load(lang: string, ns: string): Tree | undefined {
  return files[`./locales/${lang}/${ns}.json`];
}

// Strings that are the same in every language: brand-neutral samples, codes and symbols.
const SAME_EVERYWHERE = new Set([
  'common:footer.emailPlaceholder',
  'common:goods.off',
  'admin:syspara.range',
  'admin:users.columns.uid',
  'admin:users.fields.usercode',
]);

// The storefront's namespaces, the console's and the promotion site's, each judged on its own for
// copied English.
const ALL_NAMESPACES = [...NAMESPACES, ...LAZY_NAMESPACES];
const GROUPS: Record<string, readonly Namespace[]> = {
  storefront: NAMESPACES,
  console: [ADMIN_NS],
  promotion: [PROMOTE_NS],
};

describe('locale files', () => {
  const english = new Map(ALL_NAMESPACES.map((ns) => [ns, flatten(load('en', ns) ?? {})]));

  it('there is a folder for every language and no other', () => {
    const present = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))].sort();
    expect(present).toEqual([...LANGUAGES].sort());
  });

  it('English has every namespace and no empty string', () => {
    for (const ns of ALL_NAMESPACES) {
      const strings = english.get(ns);
      expect(strings?.size, `en/${ns}.json`).toBeGreaterThan(0);
      for (const [key, value] of strings ?? []) expect(value.trim(), `en ${ns}:${key}`).not.toBe('');
    }
  });

  describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s', (lang) => {
    it.each(ALL_NAMESPACES)('has every key of %s with the same placeholders', (ns) => {
      const tree = load(lang, ns);
      expect(tree, `${lang}/${ns}.json is missing`).toBeDefined();
      const strings = flatten(tree ?? {});
      const source = english.get(ns) ?? new Map<string, string>();
      const missing = [...source.keys()].filter((key) => !strings.has(key));
      const extra = [...strings.keys()].filter((key) => !source.has(key));
      expect(missing, `${lang}/${ns} lacks keys`).toEqual([]);
      expect(extra, `${lang}/${ns} has keys English does not`).toEqual([]);
      for (const [key, text] of source) {
        const translated = strings.get(key) ?? '';
        expect(translated.trim(), `${lang} ${ns}:${key} is empty`).not.toBe('');
        expect(placeholders(translated), `${lang} ${ns}:${key} placeholders`).toEqual(placeholders(text));
      }
    });

    it.each(Object.entries(GROUPS))('%s is translated rather than copied from English', (_, group) => {
      let total = 0;
      const copied: string[] = [];
      for (const ns of group) {
        const strings = flatten(load(lang, ns) ?? {});
        for (const [key, text] of english.get(ns) ?? []) {
          if (SAME_EVERYWHERE.has(`${ns}:${key}`)) continue;
          total += 1;
          if (strings.get(key) === text) copied.push(`${ns}:${key}`);
        }
      }
      // A few words are legitimately the same (loanwords such as "Dashboard" in Filipino).
      expect(copied.length / total, `${lang} copies English: ${copied.join(', ')}`).toBeLessThan(0.1);
    });
  });
});
