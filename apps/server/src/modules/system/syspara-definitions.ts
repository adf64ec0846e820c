import type { SysparaDefinitionVo } from '@caravan/contract';

export interface SysparaDefinition {
  code: string;
  type: SysparaDefinitionVo['type'];
  defaultValue: string;
  min: number | null;
  max: number | null;
  /** For text values: the pattern the value must match. */
  pattern?: RegExp;
  /** For decimal values: the most decimal places (2 for amounts charged in USDT cents). */
  scale?: number;
  description: string;
  /** Whether syspara!getSyspara serves it to clients (contract §1.11 whitelist). */
  public: boolean;
}

/** Every system parameter operators can set, with its type, default and bounds. */
export const SYSPARA_DEFINITIONS: readonly SysparaDefinition[] = [
  {
    code: 'order_unpaid_minutes',
    type: 'integer',
    defaultValue: '30',
    min: 5,
    max: 10_080,
    description: 'Minutes an order may wait for payment before it is cancelled automatically.',
    public: true,
  },
  {
    code: 'order_auto_receipt_days',
    type: 'integer',
    defaultValue: '10',
    min: 1,
    max: 90,
    description: 'Days after shipping when receipt is confirmed automatically.',
    public: false,
  },
  {
    code: 'order_auto_review_days',
    type: 'integer',
    defaultValue: '7',
    min: 1,
    max: 90,
    description: 'Days after receipt when an unreviewed order gets a default good review.',
    public: false,
  },
  {
    code: 'mall_max_goods_number_in_order',
    type: 'integer',
    defaultValue: '500',
    min: 1,
    max: 100_000,
    description: 'The largest quantity of one product a buyer may order at once.',
    public: true,
  },
  {
    code: 'can_recharge',
    type: 'boolean',
    defaultValue: '1',
    min: null,
    max: null,
    description: 'Whether buyers may deposit into their wallet.',
    public: true,
  },
  {
    code: 'customer_service_url',
    type: 'url',
    defaultValue: '',
    min: null,
    max: null,
    description: 'An external customer-service page opened from the header; empty uses the built-in help.',
    public: true,
  },
  {
    code: 'recharge_limit_min',
    type: 'decimal',
    defaultValue: '1',
    min: 1,
    max: 1_000_000_000,
    description: 'The smallest deposit, in USDT (a deposit in ETH or BTC is valued at the current rate).',
    public: true,
  },
  {
    code: 'recharge_limit_max',
    type: 'decimal',
    defaultValue: '1000000',
    min: 1,
    max: 1_000_000_000,
    description: 'The largest deposit, in USDT.',
    public: true,
  },
  {
    code: 'php_usdt_rate',
    type: 'decimal',
    defaultValue: '0.0175',
    min: 0.00000001,
    max: 1000,
    description: 'What one Philippine peso is worth in USDT, for payments through GCash and Maya.',
    public: true,
  },
  {
    code: 'can_withdraw',
    type: 'boolean',
    defaultValue: '1',
    min: null,
    max: null,
    description: 'Whether buyers may request withdrawals.',
    public: true,
  },
  {
    code: 'withdraw_limit_min',
    type: 'decimal',
    defaultValue: '10',
    min: 0.01,
    max: 1_000_000_000,
    description: 'The smallest withdrawal, in USDT.',
    public: true,
  },
  {
    code: 'withdraw_limit_max',
    type: 'decimal',
    defaultValue: '50000',
    min: 0.01,
    max: 1_000_000_000,
    description: 'The largest withdrawal, in USDT.',
    public: true,
  },
  {
    code: 'withdrawal_time',
    type: 'text',
    defaultValue: '00:00-24:00',
    min: null,
    max: null,
    pattern: /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
    description: 'When withdrawals are accepted, HH:mm-HH:mm in China time (Asia/Shanghai).',
    public: true,
  },
  {
    code: 'withdraw_daily_count',
    type: 'integer',
    defaultValue: '3',
    min: 1,
    max: 100,
    description: 'How many withdrawals one buyer may request per day (China time).',
    public: true,
  },
  {
    code: 'withdraw_fee',
    type: 'text',
    defaultValue: 'fixed:0',
    min: null,
    max: null,
    pattern: /^(fixed|rate):\d{1,8}(\.\d{1,4})?$/,
    description: 'Withdrawal fee as fixed:<USDT> or rate:<fraction>, e.g. fixed:1 or rate:0.01.',
    public: true,
  },
  {
    code: 'late_ship_hours',
    type: 'integer',
    defaultValue: '24',
    min: 1,
    max: 720,
    description: 'Hours after payment by which an order must ship; later, the buyer is compensated once.',
    public: true,
  },
  {
    code: 'late_ship_compensation',
    type: 'text',
    defaultValue: 'coupon',
    min: null,
    max: null,
    pattern: /^(coupon|credit)$/,
    description:
      'How a late shipment is compensated: coupon (a coupon for 30 days) or credit (to the wallet).',
    public: false,
  },
  {
    code: 'late_ship_amount',
    type: 'decimal',
    defaultValue: '2.00',
    min: 0,
    max: 1_000,
    scale: 2,
    description: 'The compensation for a late shipment, in USDT (0: none).',
    public: false,
  },
  {
    code: 'freight_shipping_fee',
    type: 'decimal',
    defaultValue: '2.00',
    min: 0,
    max: 10_000,
    scale: 2,
    description: 'Freight: the shipping fee of one shop order (one shipment), in USDT.',
    public: false,
  },
  {
    code: 'freight_long_distance_rate',
    type: 'decimal',
    defaultValue: '4.50',
    min: 0,
    max: 10_000,
    scale: 4,
    description:
      'Freight: long-distance freight per kg of what a shop order weighs, in USDT (products shipped free weigh nothing).',
    public: false,
  },
  {
    code: 'freight_delivery_fee',
    type: 'decimal',
    defaultValue: '1.50',
    min: 0,
    max: 10_000,
    scale: 2,
    description: 'Freight: the delivery fee of one shop order, in USDT.',
    public: false,
  },
  {
    code: 'seller_profit_min_ratio',
    type: 'decimal',
    defaultValue: '0.05',
    min: 0,
    max: 100,
    description:
      'The least profit a shop may list a product at, as a ratio over its wholesale price (0.05 = 5 %).',
    public: false,
  },
  {
    code: 'seller_profit_max_ratio',
    type: 'decimal',
    defaultValue: '1.00',
    min: 0,
    max: 100,
    description:
      'The most profit a shop may list a product at, as a ratio over its wholesale price (1.00 = 100 %).',
    public: false,
  },
  {
    code: 'address_max_count',
    type: 'integer',
    defaultValue: '20',
    min: 1,
    max: 100,
    description: 'How many delivery addresses one buyer may keep.',
    public: false,
  },
  {
    code: 'app_domain_link',
    type: 'url',
    defaultValue: '',
    min: null,
    max: null,
    description: 'The public address of the site, for links in apps.',
    public: true,
  },
  {
    code: 'app_buyer_url',
    type: 'url',
    defaultValue: '',
    min: null,
    max: null,
    description: 'Where to download the buyer app; empty points at the mobile web app.',
    public: true,
  },
  {
    code: 'app_seller_url',
    type: 'url',
    defaultValue: '',
    min: null,
    max: null,
    description: 'Where to download the seller app; empty points at the mobile web app.',
    public: true,
  },
];

/**
 * The codes of the contract's whitelist (§1.11) for what Caravan does not offer (first-deposit and
 * invitation rewards, seller upgrades, teams, the exchange's symbols and rates, test money): no
 * operator sets them, and each answers its type's empty value, never null, so a client that reads
 * a list or a text finds an empty one (ADR 026).
 */
export const UNOFFERED_SYSPARA: ReadonlyMap<string, string | readonly never[]> = new Map<
  string,
  string | readonly never[]
>([
  ['mall_first_recharge_rewards', ''],
  ['mall_first_invite_recharge_rewards', ''],
  ['valid_recharge_amount_for_seller_upgrade', ''],
  ['valid_recharge_amount_for_first_recharge_bonus', ''],
  ['valid_recharge_amount_for_team_num', ''],
  ['index_top_symbols', []],
  ['index_new_symbols', []],
  ['test_user_money', ''],
  ['exchange_rate_in', []],
  ['exchange_rate_out', []],
]);

const BY_CODE = new Map(SYSPARA_DEFINITIONS.map((d) => [d.code, d]));

export function sysparaDefinition(code: string): SysparaDefinition | undefined {
  return BY_CODE.get(code);
}

/** Whether a value fits its definition (type, bounds, pattern); returns the normalised value. */
export function normaliseSysparaValue(def: SysparaDefinition, raw: string): string | null {
  const value = raw.trim();
  switch (def.type) {
    case 'integer': {
      if (!/^-?\d{1,15}$/.test(value)) return null;
      const n = Number(value);
      if ((def.min !== null && n < def.min) || (def.max !== null && n > def.max)) return null;
      return String(n);
    }
    case 'decimal': {
      if (!/^-?\d{1,15}(\.\d{1,10})?$/.test(value)) return null;
      if (def.scale !== undefined && (value.split('.')[1]?.length ?? 0) > def.scale) return null;
      const n = Number(value);
      if ((def.min !== null && n < def.min) || (def.max !== null && n > def.max)) return null;
      return value;
    }
    case 'boolean':
      return value === '1' || value === 'true' ? '1' : value === '0' || value === 'false' ? '0' : null;
    case 'url':
      if (value === '') return '';
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
      } catch {
        return null;
      }
    case 'text':
      if (value.length > 2000) return null;
      return def.pattern && !def.pattern.test(value) ? null : value;
  }
}
