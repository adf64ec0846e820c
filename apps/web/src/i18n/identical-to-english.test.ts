import { LANGUAGES } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { flatten, type Tree } from '../test/locale-tree';

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function strings(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, tree] of Object.entries(files)) {
    const [, , folder, file] = path.split('/');
    if (folder !== lang) continue;
    const ns = (file ?? '').replace(/\.json$/, '');
    for (const [key, value] of flatten(tree)) out.set(`${ns}:${key}`, value);
  }
  return out;
}

// A string may equal English in every language when, once its {{placeholders}} are taken out, it
// holds no word at all, only numbers, symbols and these codes: coin and bank codes, the user id,
// stock-keeping units, the brand, and the sample e-mail address.
const CODES = /\b(?:USDT|BTC|ETH|TRC20|UID|SKUs?|SWIFT|BIC|Caravan)\b|you@example\.com/g;
const onlyCodes = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(CODES, ''));

// Reviewed loanwords: words that a native product translator keeps as they are, because the
// language itself uses them in that form (French "Notifications", German "Status", Italian
// "Password"…). The strings are compared whole; a placeholder stays part of the string.
const LOANWORDS: Partial<Record<string, readonly string[]>> = {
  af: [
    'Status',
    'Minimum',
    'Min. {{number}}',
    'Logo',
    'Bank',
    'Items',
    'Items: {{number}}',
    'USDT per 1 {{coin}}',
  ],
  de: [
    'Status',
    'Status:',
    'Details',
    'Details (optional)',
    'Name',
    'Text',
    'Link',
    'Logo',
    'Banner',
    'Zoom',
    'Shop',
    'Shops',
    'Bank',
    'Coin',
    'Minimum',
    'Maximum',
    'Min. {{number}}',
    'Avatar {{number}}',
  ],
  el: ['E-mail'],
  es: [
    'Total',
    'Total: {{count}}',
    'Total (USDT)',
    'Stock',
    'Decimal',
    'Banner',
    'Banners',
    'Zoom',
    'Avatar {{number}}',
    'Error 404',
  ],
  fr: [
    'E-mail',
    'Description',
    'Contact',
    'Document',
    'Finance',
    'Action',
    'Actions',
    'Site',
    'Stock',
    'Logo',
    'Zoom',
    'Total',
    'Total (USDT)',
    'Minimum',
    'Maximum',
    'Min. {{number}}',
    'Message',
    'Messages',
    'Conversation',
    'Conversations',
    'Notifications',
    'Page {{page}}',
    'Image {{n}}',
    'Images ({{count}})',
    'Avatar {{number}}',
  ],
  id: [
    'Status',
    'Status:',
    'Total',
    'Total: {{count}}',
    'Operator',
    'Target',
    'Minimum',
    'Min. {{number}}',
    'Logo',
    'Banner',
    'margin',
    'USDT per 1 {{coin}}',
  ],
  it: [
    'Password',
    'E-mail',
    'Account',
    'Home',
    'Link',
    'Logo',
    'Banner',
    'Min. {{number}}',
    'USDT per 1 {{coin}}',
  ],
  ms: [
    'Status',
    'Status:',
    'Operator',
    'Unit',
    'Deposit',
    'Deposit {{orderNo}}',
    'Minimum',
    'Min. {{number}}',
    'Logo',
    'margin',
    'Avatar {{number}}',
  ],
  // Filipino product copy is Taglish: "order", "refund", "wallet", "stock", "cart" are the words
  // Filipino shoppers use (and this locale's chosen terms for order, refund and wallet).
  ph: [
    'Order',
    'Order {{orderNo}}',
    'Refund',
    'Wallet',
    'Dashboard',
    'Default',
    'Account',
    'Password',
    'E-mail',
    'User',
    'Operator',
    'Target',
    'Super admin',
    'Audit log',
    'Stock',
    'Icon',
    'Link',
    'Site',
    'Network',
    'Logo',
    'Banner',
    'Home',
    'Cart',
    'Shopping cart',
    'Tracking number',
    'Error 404',
    'Min. {{number}}',
  ],
  pt: [
    'E-mail',
    'Total',
    'Total: {{count}}',
    'Total (USDT)',
    'Decimal',
    'Link',
    'Site',
    'Banner',
    'Banners',
    'Zoom',
    'Avatar {{number}}',
  ],
  tr: ['Site', 'Coin', 'Logo', 'Avatar {{number}}'],
  vi: ['Coin', 'Logo'],
};

describe('strings identical to English', () => {
  const english = strings('en');

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s copies English only where reviewed', (lang) => {
    const allowed = new Set(LOANWORDS[lang] ?? []);
    const translated = strings(lang);
    const copied = [...english]
      .filter(([key, text]) => translated.get(key) === text)
      .filter(([, text]) => !onlyCodes(text) && !allowed.has(text))
      .map(([key, text]) => `${key} = ${JSON.stringify(text)}`);
    expect(copied, `${lang}: translate these, or add a reviewed loanword to LOANWORDS`).toEqual([]);
  });

  it('every reviewed loanword is still in use', () => {
    for (const [lang, words] of Object.entries(LOANWORDS)) {
      const translated = strings(lang);
      const used = new Set(
        [...english].filter(([key, text]) => translated.get(key) === text).map(([, t]) => t),
      );
      expect(
        (words ?? []).filter((word) => !used.has(word)),
        `${lang} LOANWORDS`,
      ).toEqual([]);
    }
  });
});
