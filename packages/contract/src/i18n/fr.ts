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
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Ce compte a été verrouillé par le service client. Veuillez réessayer dans {minutes} minutes ou nous contacter.',
  AUTH_ACCOUNT_DISABLED: 'Ce compte a été verrouillé ou désactivé.',
  AUTH_NOT_A_SELLER: 'Ce compte ne possède pas de boutique.',
  AUTH_CAPTCHA_FAILED: 'La vérification par glissement a échoué. Veuillez réessayer.',
  AUTH_CAPTCHA_EXPIRED:
    'La vérification par glissement a expiré. Veuillez faire glisser le curseur à nouveau.',
  AUTH_AGREEMENT_REQUIRED: 'Veuillez lire et accepter les conditions d’utilisation.',
  AUTH_USERNAME_INVALID: 'Le nom d’utilisateur doit comporter de 6 à 24 lettres ou chiffres.',
  AUTH_PHONE_INVALID:
    'Veuillez saisir un numéro de téléphone valide avec son indicatif international (au moins 8 chiffres).',
  AUTH_EMAIL_INVALID:
    'Veuillez saisir une adresse e-mail valide dont la partie avant le @ comporte au moins 6 lettres ou chiffres.',
  AUTH_PASSWORD_INVALID:
    'Le mot de passe doit comporter de 6 à 12 caractères et contenir à la fois des lettres et des chiffres.',
  AUTH_PASSWORDS_DIFFERENT: 'Les deux mots de passe ne correspondent pas.',
  AUTH_OLD_PASSWORD_WRONG: 'L’ancien mot de passe est incorrect.',
  AUTH_ACCOUNT_EXISTS: 'Ce compte est déjà enregistré.',
  AUTH_AGENT_CODE_INVALID: 'Le code d’invitation n’est pas valide.',
  AUTH_CODE_WRONG: 'Le code de vérification est incorrect ou a expiré.',
  AUTH_CODE_TOO_FREQUENT:
    'Un code vient d’être envoyé. Veuillez patienter {seconds} secondes avant d’en demander un nouveau.',
  AUTH_SAFEWORD_INVALID: 'Le mot de passe des fonds doit comporter exactement 6 chiffres.',
  AUTH_SAFEWORD_NOT_SET: 'Veuillez d’abord définir un mot de passe des fonds.',
  AUTH_SAFEWORD_ALREADY_SET: 'Un mot de passe des fonds est déjà défini. Veuillez plutôt le modifier.',
  AUTH_SAFEWORD_WRONG:
    'Le mot de passe des fonds est incorrect. Il vous reste {remaining} tentatives aujourd’hui.',
  AUTH_SAFEWORD_LOCKED: 'Le nombre de tentatives de mot de passe a dépassé 3. Veuillez réessayer demain.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Le compte ne peut pas être clôturé tant qu’il présente un solde. Veuillez d’abord retirer ce solde.',
  ADMIN_OPERATOR_EXISTS: 'Un opérateur avec ce nom d’utilisateur existe déjà.',
  ADMIN_CANNOT_CHANGE_SELF: 'Vous ne pouvez pas modifier votre propre rôle ni votre propre statut.',
  ADMIN_SYSPARA_UNKNOWN: 'Le paramètre système {code} n’existe pas.',
  ADMIN_SYSPARA_INVALID: 'La valeur de {code} n’est pas valide compte tenu de son type et de ses limites.',
  ADMIN_STATE_UNCHANGED: 'Aucune modification à apporter, l’élément est déjà dans cet état.',
  CATALOG_GOODS_NOT_FOUND: 'Ce produit n’existe pas.',
  CATALOG_GOODS_OFF_SHELF: 'Ce produit n’est plus en vente.',
  CATALOG_SHOP_NOT_FOUND: 'Cette boutique n’existe pas ou est fermée.',
  CATALOG_CATEGORY_NOT_FOUND: 'Cette catégorie n’existe pas.',
  CATALOG_ALREADY_KEPT: 'Ce produit figure déjà dans vos favoris.',
  CATALOG_ALREADY_FOLLOWED: 'Vous suivez déjà cette boutique.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Vous ne pouvez pas suivre votre propre boutique.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    "Cette catégorie ne peut pas être supprimée tant qu'elle contient {goods} produits et {children} sous-catégories. Déplacez-les d'abord.",
  CATALOG_ADMIN_CATEGORY_DEPTH:
    "Les catégories ont deux niveaux : le parent d'une sous-catégorie doit être une catégorie de premier niveau, et une catégorie ayant des sous-catégories ne peut pas devenir une sous-catégorie.",
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: "La sous-catégorie n'appartient pas à la catégorie choisie.",
  CATALOG_ADMIN_BANNER_NOT_FOUND: "Cette bannière n'existe pas.",
  CATALOG_ADMIN_SCHEDULE_INVALID: 'La fin de la programmation doit être postérieure à son début.',
  WALLET_INSUFFICIENT_BALANCE: 'Solde insuffisant. Veuillez d’abord effectuer un dépôt.',
  WALLET_AMOUNT_INVALID: 'Veuillez saisir un montant supérieur à 0 avec au plus {decimals} décimales.',
  WALLET_DEPOSIT_BELOW_MIN: 'Le dépôt minimum est de {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Le dépôt maximum est de {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Les dépôts sont actuellement fermés. Veuillez réessayer plus tard.',
  WALLET_CHANNEL_CLOSED: 'Ce canal de dépôt n’est pas ouvert.',
  WALLET_CHAIN_INVALID: 'Veuillez choisir un réseau proposé pour cette devise.',
  WALLET_CERTIFICATE_REQUIRED: 'Veuillez téléverser le justificatif de paiement.',
  WALLET_CARD_NUMBER_INVALID: 'Veuillez saisir un numéro de carte bancaire valide.',
  WALLET_RATE_MISSING: 'Aucun taux de change n’est défini pour {coin}. Veuillez réessayer plus tard.',
  WALLET_PAYMENT_LINK_FAILED:
    'Le lien de paiement n’a pas pu être créé. Veuillez essayer un autre moyen de paiement.',
  WALLET_NO_PAYMENT_METHOD: 'Aucun moyen de paiement n’est disponible pour ce montant.',
  WALLET_PAYMENT_FAILED: 'Le paiement n’a pas abouti. Aucun montant n’a été débité de votre portefeuille.',
  WALLET_ALREADY_DECIDED: 'Cette demande a déjà été traitée.',
  WALLET_WITHDRAWALS_CLOSED: 'Les retraits sont actuellement fermés. Veuillez réessayer plus tard.',
  WALLET_WITHDRAW_BELOW_MIN: 'Le retrait minimum est de {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Le retrait maximum est de {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS:
    'Les retraits ne sont acceptés que sur la plage horaire {hours} (heure de Chine).',
  WALLET_WITHDRAW_DAILY_LIMIT:
    'Vous pouvez effectuer au plus {count} retraits par jour. Veuillez réessayer demain.',
  WALLET_WITHDRAW_IN_PROGRESS:
    'Un retrait est déjà en cours. Veuillez patienter jusqu’à ce qu’il soit traité.',
  WALLET_ADDRESS_REQUIRED: 'Veuillez d’abord associer une adresse de retrait.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Une seule adresse de retrait peut être associée.',
  WALLET_ADDRESS_INVALID: 'Cette adresse n’est pas valide pour le réseau choisi.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Seules les images JPEG, PNG, WebP ou GIF peuvent être téléversées.',
  UPLOAD_TOO_LARGE: "L'image est trop lourde : {max} Mo au maximum.",
  SUBSCRIBE_EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Cette adresse e-mail est déjà abonnée.',
  NOTICE_RESET_CODE_SUBJECT: 'Votre code de réinitialisation du mot de passe Caravan',
  NOTICE_RESET_CODE_BODY:
    'Votre code pour réinitialiser votre mot de passe Caravan est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe n’a pas été modifié.',
};
