import { renderHook } from '@testing-library/react';
import type { TFunction, TypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_NS, i18next, type KeyPart, type Namespace, type TKey } from '../lib/i18n';

// The `@ts-expect-error` lines are the test: `tsc -b apps/web` (npm run typecheck) fails if one of
// them compiles, that is if a wrong key or namespace stopped being an error (i18next.d.ts gone or
// loosened). At run time the same keys are asked of the English files, so both sides agree.

describe('translation keys are typed from the English files', () => {
  it('types every namespace of lib/i18n, with common as the default', () => {
    expectTypeOf<keyof TypeOptions['resources']>().toEqualTypeOf<Namespace>();
    expectTypeOf<TypeOptions['defaultNS']>().toEqualTypeOf<'common'>();
  });

  it('accepts the keys English has and refuses others, in useTranslation', () => {
    const { result } = renderHook(() => useTranslation('orders'));
    const { t } = result.current;
    expect(t('status.paid')).toBe('To be shipped');
    // @ts-expect-error a misspelt key
    expect(t('status.payed')).toBe('status.payed');
    // @ts-expect-error a key of another namespace (cart's)
    expect(t('toast.added')).toBe('toast.added');
    // @ts-expect-error a group, not a string
    t('status');
    expect(t('toast.added', { ns: 'cart' })).not.toBe('toast.added');
  });

  it('refuses a namespace that does not exist', () => {
    // @ts-expect-error no such namespace
    renderHook(() => useTranslation('ordres'));
  });

  it('types the default namespace, the global t and the lazy console namespace', async () => {
    expect(i18next.t('nav.home')).toBe('Home');
    // @ts-expect-error the default namespace is common, where this key is not
    i18next.t('status.paid');
    await i18next.loadNamespaces(ADMIN_NS);
    const t: TFunction<typeof ADMIN_NS> = i18next.getFixedT(null, ADMIN_NS);
    expect(t('orders.status.paid')).toBe('Waiting for the seller');
    // @ts-expect-error a storefront key asked of the console's namespace
    t('status.paid');
  });

  it('types keys kept in variables and built from templates', () => {
    const key: TKey<'orders'> = 'status.paid';
    // @ts-expect-error a misspelt key in a variable
    const wrong: TKey<'orders'> = 'status.payed';
    expectTypeOf<KeyPart<'orders', 'refundStatus.'>>().toEqualTypeOf<'refunding' | 'success' | 'failed'>();
    const part: KeyPart<'orders', 'status.'> = 'shipped';
    expect(i18next.t(key, { ns: 'orders' })).toBe('To be shipped');
    expect(i18next.t(`status.${part}`, { ns: 'orders' })).toBe('To be received');
    expect(i18next.exists(wrong, { ns: 'orders' })).toBe(false);
  });
});
