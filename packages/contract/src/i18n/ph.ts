import type { ErrorCode } from '../errors.js';

export const ph: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Hindi wasto ang halaga ng {field}.',
  COMMON_PARAM_MISSING: 'Kinakailangan ang {field}.',
  COMMON_PARAM_TOO_LONG: 'Hanggang {max} na character lamang ang maaaring ilagay sa {field}.',
  COMMON_SYSTEM_ERROR: 'Nagkaroon ng problema sa aming panig. Pakisubukang muli mamaya.',
  COMMON_NOT_FOUND: 'Hindi umiiral ang pahina o item na hinahanap mo.',
  COMMON_RATE_LIMITED: 'Masyadong maraming kahilingan. Maghintay sandali at subukang muli.',
  COMMON_METHOD_NOT_ALLOWED: 'Hindi pinapayagan dito ang paraan ng kahilingang ito.',
  COMMON_NO_PERMISSION: 'Wala kang pahintulot na gawin ito.',
  COMMON_DUPLICATE_SUBMISSION: 'Naipadala na ang kahilingang ito.',
  AUTH_NOT_LOGGED_IN: 'Hindi ka pa naka-log in. Mag-log in muna.',
  AUTH_SESSION_EXPIRED: 'Nag-expire na ang iyong session. Mag-log in muli.',
  AUTH_LOGIN_FAILED: 'Mali ang account o password.',
  AUTH_ACCOUNT_LOCKED:
    'Tatlong beses nang sunud-sunod na mali ang inilagay. Pakisubukang muli pagkalipas ng {minutes} minuto.',
  AUTH_ACCOUNT_DISABLED: 'Naka-lock o naka-disable ang account na ito.',
  AUTH_NOT_A_SELLER: 'Walang tindahan ang account na ito.',
  CATALOG_GOODS_NOT_FOUND: 'Hindi umiiral ang produktong ito.',
  CATALOG_GOODS_OFF_SHELF: 'Hindi na ibinebenta ang produktong ito.',
  CATALOG_SHOP_NOT_FOUND: 'Hindi umiiral o sarado na ang tindahang ito.',
  CATALOG_CATEGORY_NOT_FOUND: 'Hindi umiiral ang kategoryang ito.',
  SUBSCRIBE_EMAIL_INVALID: 'Maglagay ng wastong e-mail address.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Naka-subscribe na ang e-mail address na ito.',
};
