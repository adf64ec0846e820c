/** Fixed facts about the storefront shown in the header and footer. */
export const SITE = {
  name: 'Caravan',
  businessEmail: 'business@caravan.example',
  // Text, not a number: a year is not written with a thousands separator ("2,023").
  copyrightYear: '2023',
  coins: ['USDT', 'ETH', 'BTC'],
} as const;
