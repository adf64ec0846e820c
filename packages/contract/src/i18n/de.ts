import type { ErrorCode } from '../errors.js';

export const de: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Der Wert von {field} ist ungültig.',
  COMMON_PARAM_MISSING: '{field} ist ein Pflichtfeld.',
  COMMON_PARAM_TOO_LONG: '{field} darf höchstens {max} Zeichen lang sein.',
  COMMON_SYSTEM_ERROR: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  COMMON_NOT_FOUND: 'Die angeforderte Seite oder der angeforderte Artikel existiert nicht.',
  COMMON_RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  COMMON_METHOD_NOT_ALLOWED: 'Diese Anfragemethode ist hier nicht zulässig.',
  COMMON_NO_PERMISSION: 'Sie haben keine Berechtigung für diese Aktion.',
  COMMON_DUPLICATE_SUBMISSION: 'Diese Anfrage wurde bereits gesendet.',
  AUTH_NOT_LOGGED_IN: 'Sie sind nicht angemeldet. Bitte melden Sie sich zuerst an.',
  AUTH_SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  AUTH_LOGIN_FAILED: 'Konto oder Passwort ist falsch.',
  AUTH_ACCOUNT_LOCKED:
    'Es wurden dreimal hintereinander ungültige Daten eingegeben. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  AUTH_ACCOUNT_DISABLED: 'Dieses Konto wurde gesperrt oder deaktiviert.',
  AUTH_NOT_A_SELLER: 'Zu diesem Konto gehört kein Shop.',
  CATALOG_GOODS_NOT_FOUND: 'Dieses Produkt existiert nicht.',
  CATALOG_GOODS_OFF_SHELF: 'Dieses Produkt ist nicht mehr erhältlich.',
  CATALOG_SHOP_NOT_FOUND: 'Dieser Shop existiert nicht oder ist geschlossen.',
  CATALOG_CATEGORY_NOT_FOUND: 'Diese Kategorie existiert nicht.',
  SUBSCRIBE_EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Für diese E-Mail-Adresse besteht bereits ein Abonnement.',
};
