import type { ErrorCode } from '../errors.js';

export const el: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Η τιμή του πεδίου {field} δεν είναι έγκυρη.',
  COMMON_PARAM_MISSING: 'Το πεδίο {field} είναι υποχρεωτικό.',
  COMMON_PARAM_TOO_LONG: 'Το πεδίο {field} μπορεί να έχει έως {max} χαρακτήρες.',
  COMMON_SYSTEM_ERROR: 'Παρουσιάστηκε σφάλμα από την πλευρά μας. Δοκιμάστε ξανά αργότερα.',
  COMMON_NOT_FOUND: 'Η σελίδα ή το στοιχείο που ζητήσατε δεν υπάρχει.',
  COMMON_RATE_LIMITED: 'Πάρα πολλά αιτήματα. Περιμένετε λίγο και δοκιμάστε ξανά.',
  COMMON_METHOD_NOT_ALLOWED: 'Αυτή η μέθοδος αιτήματος δεν επιτρέπεται εδώ.',
  COMMON_NO_PERMISSION: 'Δεν έχετε δικαίωμα να εκτελέσετε αυτήν την ενέργεια.',
  COMMON_DUPLICATE_SUBMISSION: 'Αυτό το αίτημα έχει ήδη υποβληθεί.',
  AUTH_NOT_LOGGED_IN: 'Δεν έχετε συνδεθεί. Συνδεθείτε πρώτα.',
  AUTH_SESSION_EXPIRED: 'Η συνεδρία σας έληξε. Συνδεθείτε ξανά.',
  AUTH_LOGIN_FAILED: 'Ο λογαριασμός ή ο κωδικός πρόσβασης είναι λανθασμένος.',
  AUTH_ACCOUNT_LOCKED:
    'Εισαγάγατε μη έγκυρα στοιχεία τρεις φορές στη σειρά. Δοκιμάστε ξανά σε {minutes} λεπτά.',
  AUTH_ACCOUNT_DISABLED: 'Αυτός ο λογαριασμός έχει κλειδωθεί ή απενεργοποιηθεί.',
  AUTH_NOT_A_SELLER: 'Αυτός ο λογαριασμός δεν διαθέτει κατάστημα.',
  CATALOG_GOODS_NOT_FOUND: 'Αυτό το προϊόν δεν υπάρχει.',
  CATALOG_GOODS_OFF_SHELF: 'Αυτό το προϊόν δεν διατίθεται πλέον προς πώληση.',
  CATALOG_SHOP_NOT_FOUND: 'Αυτό το κατάστημα δεν υπάρχει ή είναι κλειστό.',
  CATALOG_CATEGORY_NOT_FOUND: 'Αυτή η κατηγορία δεν υπάρχει.',
  SUBSCRIBE_EMAIL_INVALID: 'Εισαγάγετε μια έγκυρη διεύθυνση email.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Αυτή η διεύθυνση email είναι ήδη εγγεγραμμένη.',
};
