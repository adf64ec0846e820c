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
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Ini-lock ng serbisyo sa customer ang account na ito. Pakisubukang muli pagkalipas ng {minutes} minuto o makipag-ugnayan sa amin.',
  AUTH_ACCOUNT_DISABLED: 'Naka-lock o naka-disable ang account na ito.',
  AUTH_NOT_A_SELLER: 'Walang tindahan ang account na ito.',
  AUTH_CAPTCHA_FAILED: 'Nabigo ang pag-verify sa pamamagitan ng pag-slide. Pakisubukang muli.',
  AUTH_CAPTCHA_EXPIRED: 'Nag-expire na ang pag-verify sa pamamagitan ng pag-slide. Mag-slide muli.',
  AUTH_AGREEMENT_REQUIRED: 'Basahin at tanggapin ang kasunduan ng user.',
  AUTH_USERNAME_INVALID: 'Ang user name ay dapat binubuo ng 6 hanggang 24 na titik o numero.',
  AUTH_PHONE_INVALID:
    'Maglagay ng wastong numero ng telepono kasama ang country code nito (hindi bababa sa 8 digit).',
  AUTH_EMAIL_INVALID:
    'Maglagay ng wastong e-mail address na may hindi bababa sa 6 na titik o numero bago ang @.',
  AUTH_PASSWORD_INVALID:
    'Ang password ay dapat 6 hanggang 12 character at may kasamang parehong titik at numero.',
  AUTH_PASSWORDS_DIFFERENT: 'Hindi magkatugma ang dalawang password.',
  AUTH_OLD_PASSWORD_WRONG: 'Mali ang lumang password.',
  AUTH_ACCOUNT_EXISTS: 'Nakarehistro na ang account na ito.',
  AUTH_AGENT_CODE_INVALID: 'Hindi wasto ang code ng imbitasyon.',
  AUTH_CODE_WRONG: 'Mali o nag-expire na ang verification code.',
  AUTH_CODE_TOO_FREQUENT: 'Kapapadala lang ng code. Maghintay ng {seconds} segundo bago humiling muli.',
  AUTH_SAFEWORD_INVALID: 'Ang password ng pondo ay dapat eksaktong 6 na digit.',
  AUTH_SAFEWORD_NOT_SET: 'Magtakda muna ng password ng pondo.',
  AUTH_SAFEWORD_ALREADY_SET: 'May nakatakda nang password ng pondo. Palitan na lang ito.',
  AUTH_SAFEWORD_WRONG: 'Mali ang password ng pondo. May {remaining} pagsubok ka pang natitira ngayong araw.',
  AUTH_SAFEWORD_LOCKED: 'Lumampas na sa 3 beses ang pagsubok sa password. Pakisubukang muli bukas.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Hindi maaaring kanselahin ang account habang may balanse pa ito. I-withdraw muna ang balanse.',
  ADMIN_OPERATOR_EXISTS: 'May operator nang gumagamit ng user name na ito.',
  ADMIN_CANNOT_CHANGE_SELF: 'Hindi mo maaaring baguhin ang sarili mong tungkulin o katayuan.',
  ADMIN_SYSPARA_UNKNOWN: 'Walang parameter ng system na {code}.',
  ADMIN_SYSPARA_INVALID: 'Hindi wasto ang halaga para sa {code} ayon sa uri at mga limitasyon nito.',
  ADMIN_STATE_UNCHANGED: 'Walang kailangang baguhin: nasa ganoong estado na ito.',
  CATALOG_GOODS_NOT_FOUND: 'Hindi umiiral ang produktong ito.',
  CATALOG_GOODS_OFF_SHELF: 'Hindi na ibinebenta ang produktong ito.',
  CATALOG_SHOP_NOT_FOUND: 'Hindi umiiral o sarado na ang tindahang ito.',
  CATALOG_CATEGORY_NOT_FOUND: 'Hindi umiiral ang kategoryang ito.',
  SUBSCRIBE_EMAIL_INVALID: 'Maglagay ng wastong e-mail address.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Naka-subscribe na ang e-mail address na ito.',
  NOTICE_RESET_CODE_SUBJECT: 'Ang iyong code para i-reset ang password mo sa Caravan',
  NOTICE_RESET_CODE_BODY:
    'Ang iyong code para i-reset ang password mo sa Caravan ay {code}. May bisa ito sa loob ng {minutes} minuto. Kung hindi mo ito hiniling, maaari mong balewalain ang e-mail na ito: hindi nabago ang iyong password.',
};
