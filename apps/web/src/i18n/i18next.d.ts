// Types every `t()` key from the English locale files, the source of keys (lib/i18n.ts): a key
// missing from English, or asked of the wrong namespace, fails `tsc`. Other languages are checked
// against English by locales.test.ts.
import 'i18next';
import type account from './locales/en/account.json';
import type address from './locales/en/address.json';
import type admin from './locales/en/admin.json';
import type cart from './locales/en/cart.json';
import type catalog from './locales/en/catalog.json';
import type chat from './locales/en/chat.json';
import type common from './locales/en/common.json';
import type credit from './locales/en/credit.json';
import type home from './locales/en/home.json';
import type notifications from './locales/en/notifications.json';
import type orders from './locales/en/orders.json';
import type pages from './locales/en/pages.json';
import type promote from './locales/en/promote.json';
import type search from './locales/en/search.json';
import type seller from './locales/en/seller.json';
import type wallet from './locales/en/wallet.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      pages: typeof pages;
      account: typeof account;
      catalog: typeof catalog;
      search: typeof search;
      wallet: typeof wallet;
      cart: typeof cart;
      orders: typeof orders;
      address: typeof address;
      seller: typeof seller;
      credit: typeof credit;
      chat: typeof chat;
      notifications: typeof notifications;
      admin: typeof admin;
      promote: typeof promote;
    };
  }
}
