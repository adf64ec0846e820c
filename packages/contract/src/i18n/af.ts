import type { ErrorCode } from '../errors.js';

export const af: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Die waarde van {field} is ongeldig.',
  COMMON_PARAM_MISSING: '{field} is verpligtend.',
  COMMON_PARAM_TOO_LONG: '{field} mag hoogstens {max} karakters lank wees.',
  COMMON_SYSTEM_ERROR: 'Iets het aan ons kant skeefgeloop. Probeer asseblief later weer.',
  COMMON_NOT_FOUND: 'Die bladsy of item wat jy versoek het, bestaan nie.',
  COMMON_RATE_LIMITED: 'Te veel versoeke. Wag asseblief ’n oomblik en probeer weer.',
  COMMON_METHOD_NOT_ALLOWED: 'Hierdie versoekmetode word nie hier toegelaat nie.',
  COMMON_NO_PERMISSION: 'Jy het nie toestemming om dit te doen nie.',
  COMMON_DUPLICATE_SUBMISSION: 'Hierdie versoek is reeds ingedien.',
  AUTH_NOT_LOGGED_IN: 'Jy is nie aangemeld nie. Meld asseblief eers aan.',
  AUTH_SESSION_EXPIRED: 'Jou sessie het verval. Meld asseblief weer aan.',
  AUTH_LOGIN_FAILED: 'Die rekening of wagwoord is verkeerd.',
  AUTH_ACCOUNT_LOCKED:
    'Ongeldige invoer is drie keer agtereenvolgens ingevoer. Probeer asseblief weer oor {minutes} minute.',
  AUTH_ACCOUNT_DISABLED: 'Hierdie rekening is gesluit of gedeaktiveer.',
  AUTH_NOT_A_SELLER: 'Hierdie rekening het nie ’n winkel nie.',
  CATALOG_GOODS_NOT_FOUND: 'Hierdie produk bestaan nie.',
  CATALOG_GOODS_OFF_SHELF: 'Hierdie produk is nie meer te koop nie.',
  CATALOG_SHOP_NOT_FOUND: 'Hierdie winkel bestaan nie of is gesluit.',
  CATALOG_CATEGORY_NOT_FOUND: 'Hierdie kategorie bestaan nie.',
  SUBSCRIBE_EMAIL_INVALID: 'Voer asseblief ’n geldige e-posadres in.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Hierdie e-posadres is reeds ingeteken.',
};
