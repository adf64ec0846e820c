import type { ErrorCode } from '../errors.js';

export const it: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Il valore di {field} non è valido.',
  COMMON_PARAM_MISSING: 'Il campo {field} è obbligatorio.',
  COMMON_PARAM_TOO_LONG: 'Il campo {field} può contenere al massimo {max} caratteri.',
  COMMON_SYSTEM_ERROR: 'Si è verificato un errore da parte nostra. Riprova più tardi.',
  COMMON_NOT_FOUND: 'La pagina o l’elemento richiesto non esiste.',
  COMMON_RATE_LIMITED: 'Troppe richieste. Attendi un momento e riprova.',
  COMMON_METHOD_NOT_ALLOWED: 'Questo metodo di richiesta non è consentito qui.',
  COMMON_NO_PERMISSION: 'Non hai l’autorizzazione per eseguire questa operazione.',
  COMMON_DUPLICATE_SUBMISSION: 'Questa richiesta è già stata inviata.',
  AUTH_NOT_LOGGED_IN: 'Non hai effettuato l’accesso. Accedi prima di continuare.',
  AUTH_SESSION_EXPIRED: 'La sessione è scaduta. Accedi di nuovo.',
  AUTH_LOGIN_FAILED: 'Account o password non corretti.',
  AUTH_ACCOUNT_LOCKED:
    'Sono stati inseriti dati non validi per tre volte di seguito. Riprova tra {minutes} minuti.',
  AUTH_ACCOUNT_DISABLED: 'Questo account è stato bloccato o disattivato.',
  AUTH_NOT_A_SELLER: 'Questo account non ha un negozio.',
  CATALOG_GOODS_NOT_FOUND: 'Questo prodotto non esiste.',
  CATALOG_GOODS_OFF_SHELF: 'Questo prodotto non è più in vendita.',
  CATALOG_SHOP_NOT_FOUND: 'Questo negozio non esiste o è chiuso.',
  CATALOG_CATEGORY_NOT_FOUND: 'Questa categoria non esiste.',
  SUBSCRIBE_EMAIL_INVALID: 'Inserisci un indirizzo e-mail valido.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Questo indirizzo e-mail è già iscritto.',
};
