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
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Questo account è stato bloccato dall’assistenza clienti. Riprova tra {minutes} minuti o contattaci.',
  AUTH_ACCOUNT_DISABLED: 'Questo account è stato bloccato o disattivato.',
  AUTH_NOT_A_SELLER: 'Questo account non ha un negozio.',
  AUTH_CAPTCHA_FAILED: 'Verifica a scorrimento non riuscita. Riprova.',
  AUTH_CAPTCHA_EXPIRED: 'La verifica a scorrimento è scaduta. Scorri di nuovo.',
  AUTH_AGREEMENT_REQUIRED: 'Leggi e accetta il contratto utente.',
  AUTH_USERNAME_INVALID: 'Il nome utente deve essere composto da 6 a 24 lettere o cifre.',
  AUTH_PHONE_INVALID:
    'Inserisci un numero di telefono valido con il relativo prefisso internazionale (almeno 8 cifre).',
  AUTH_EMAIL_INVALID:
    'Inserisci un indirizzo e-mail valido in cui la parte prima della @ contenga almeno 6 lettere o cifre.',
  AUTH_PASSWORD_INVALID: 'La password deve contenere da 6 a 12 caratteri, tra cui sia lettere sia cifre.',
  AUTH_PASSWORDS_DIFFERENT: 'Le due password non coincidono.',
  AUTH_OLD_PASSWORD_WRONG: 'La vecchia password non è corretta.',
  AUTH_ACCOUNT_EXISTS: 'Questo account è già registrato.',
  AUTH_AGENT_CODE_INVALID: 'Il codice di invito non è valido.',
  AUTH_CODE_WRONG: 'Il codice di verifica è errato o scaduto.',
  AUTH_CODE_TOO_FREQUENT:
    'Un codice è stato inviato da poco. Attendi {seconds} secondi prima di richiederne un altro.',
  AUTH_SAFEWORD_INVALID: 'La password dei fondi deve essere composta esattamente da 6 cifre.',
  AUTH_SAFEWORD_NOT_SET: 'Imposta prima una password dei fondi.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Hai già impostato una password dei fondi. Modificala invece di crearne una nuova.',
  AUTH_SAFEWORD_WRONG: 'La password dei fondi non è corretta. Ti restano {remaining} tentativi per oggi.',
  AUTH_SAFEWORD_LOCKED: 'Hai superato i 3 tentativi di inserimento della password. Riprova domani.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Non è possibile chiudere l’account finché presenta un saldo. Preleva prima il saldo.',
  ADMIN_OPERATOR_EXISTS: 'Esiste già un operatore con questo nome utente.',
  ADMIN_CANNOT_CHANGE_SELF: 'Non puoi modificare il tuo ruolo o il tuo stato.',
  ADMIN_SYSPARA_UNKNOWN: 'Il parametro di sistema {code} non esiste.',
  ADMIN_SYSPARA_INVALID: 'Il valore di {code} non è valido per il tipo e i limiti previsti.',
  ADMIN_STATE_UNCHANGED: 'Nessuna modifica necessaria: l’elemento si trova già in questo stato.',
  CATALOG_GOODS_NOT_FOUND: 'Questo prodotto non esiste.',
  CATALOG_GOODS_OFF_SHELF: 'Questo prodotto non è più in vendita.',
  CATALOG_SHOP_NOT_FOUND: 'Questo negozio non esiste o è chiuso.',
  CATALOG_CATEGORY_NOT_FOUND: 'Questa categoria non esiste.',
  CATALOG_ALREADY_KEPT: 'Questo prodotto è già nei tuoi preferiti.',
  CATALOG_ALREADY_FOLLOWED: 'Segui già questo negozio.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Non puoi seguire il tuo negozio.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Questa categoria non può essere eliminata finché contiene {goods} prodotti e {children} sottocategorie. Spostali prima.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Le categorie hanno due livelli: il genitore di una sottocategoria deve essere una categoria di primo livello e una categoria con sottocategorie non può diventare una sottocategoria.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'La sottocategoria non appartiene alla categoria scelta.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Questo banner non esiste.',
  CATALOG_ADMIN_SCHEDULE_INVALID: "La fine della programmazione deve essere successiva all'inizio.",
  UPLOAD_TYPE_NOT_ALLOWED: 'Si possono caricare solo immagini JPEG, PNG, WebP o GIF.',
  UPLOAD_TOO_LARGE: "L'immagine è troppo grande: al massimo {max} MB.",
  SUBSCRIBE_EMAIL_INVALID: 'Inserisci un indirizzo e-mail valido.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Questo indirizzo e-mail è già iscritto.',
  NOTICE_RESET_CODE_SUBJECT: 'Il tuo codice per reimpostare la password di Caravan',
  NOTICE_RESET_CODE_BODY:
    'Il tuo codice per reimpostare la password di Caravan è {code}. È valido per {minutes} minuti. Se non l’hai richiesto, puoi ignorare questa e-mail: la tua password non è stata modificata.',
};
