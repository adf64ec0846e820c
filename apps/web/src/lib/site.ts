/** Fixed facts about the storefront shown in the header and footer. */
export const SITE = {
  name: 'Caravan',
  businessEmail: 'business@caravan.example',
  copyrightYear: 2023,
  coins: ['USDT', 'ETH', 'BTC'],
} as const;
