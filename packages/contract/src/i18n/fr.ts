import type { ErrorCode } from '../errors.js';

export const fr: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'La valeur du champ {field} n’est pas valide.',
  COMMON_PARAM_MISSING: 'Le champ {field} est obligatoire.',
  COMMON_PARAM_TOO_LONG: 'Le champ {field} ne peut pas dépasser {max} caractères.',
  COMMON_SYSTEM_ERROR: 'Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.',
  COMMON_NOT_FOUND: 'La page ou l’élément demandé n’existe pas.',
  COMMON_RATE_LIMITED: 'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
  COMMON_METHOD_NOT_ALLOWED: 'Cette méthode de requête n’est pas autorisée ici.',
  COMMON_NO_PERMISSION: 'Vous n’êtes pas autorisé à effectuer cette action.',
  COMMON_DUPLICATE_SUBMISSION: 'Cette requête a déjà été envoyée.',
  AUTH_NOT_LOGGED_IN: 'Vous n’êtes pas connecté. Veuillez d’abord vous connecter.',
  AUTH_SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
  AUTH_LOGIN_FAILED: 'Le compte ou le mot de passe est incorrect.',
  AUTH_ACCOUNT_LOCKED:
    'Des données non valides ont été saisies trois fois de suite. Veuillez réessayer dans {minutes} minutes.',
  AUTH_ACCOUNT_DISABLED: 'Ce compte a été verrouillé ou désactivé.',
  AUTH_NOT_A_SELLER: 'Ce compte ne possède pas de boutique.',
  CATALOG_GOODS_NOT_FOUND: 'Ce produit n’existe pas.',
  CATALOG_GOODS_OFF_SHELF: 'Ce produit n’est plus en vente.',
  CATALOG_SHOP_NOT_FOUND: 'Cette boutique n’existe pas ou est fermée.',
  CATALOG_CATEGORY_NOT_FOUND: 'Cette catégorie n’existe pas.',
  SUBSCRIBE_EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Cette adresse e-mail est déjà abonnée.',
};
