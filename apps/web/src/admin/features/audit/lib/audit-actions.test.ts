import { AUDIT_ACTIONS, AUDIT_TARGETS, LANGUAGES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { flatten, type Tree } from '../../../../test/locale-tree';
import { auditActionKey, auditTargetKey } from './audit-actions';

const files = import.meta.glob<Tree>('../../../../i18n/locales/*/admin.json', {
  eager: true,
  import: 'default',
});

function labels(lang: string): Map<string, string> {
  return flatten(files[`../../../../i18n/locales/${lang}/admin.json`] ?? {});
}

// Issue 51: the audit log showed `catalog.goods.update` and `system_goods` in every language. The
// server can write only the contract's AUDIT_ACTIONS and AUDIT_TARGETS (recordAudit's type), so
// these lists are every action and record kind an entry can name.
describe.each(LANGUAGES)('audit labels in %s', (lang) => {
  const strings = labels(lang);

  it('names every audit action the server can write', () => {
    const missing = AUDIT_ACTIONS.filter((action) => !strings.get(auditActionKey(action))?.trim());
    expect(missing).toEqual([]);
  });

  it('names every kind of record an audit entry points at', () => {
    const missing = AUDIT_TARGETS.filter((target) => !strings.get(auditTargetKey(target))?.trim());
    expect(missing).toEqual([]);
  });
});

describe('audit labels', () => {
  it('gives each action its own label', () => {
    const english = labels('en');
    const names = AUDIT_ACTIONS.map((action) => english.get(auditActionKey(action)));
    expect(new Set(names).size).toBe(AUDIT_ACTIONS.length);
  });
});
