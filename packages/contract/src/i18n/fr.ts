import type { MessageCode } from '../notices.js';

export const fr: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'La valeur du champ {field} n’est pas valide.',
  COMMON_PARAM_MISSING: 'Le champ {field} est obligatoire.',
  COMMON_PARAM_TOO_LONG: 'Le champ {field} ne peut pas dépasser {max} caractères.',
  COMMON_BODY_TOO_LARGE: 'La requête est trop volumineuse : {max} Ko au maximum.',
  COMMON_SYSTEM_ERROR: 'Une erreur s’est produite de notre côté. Veuillez réessayer plus tard.',
  COMMON_NOT_FOUND: 'La page ou l’élément demandé n’existe pas.',
  COMMON_RATE_LIMITED: 'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
  COMMON_METHOD_NOT_ALLOWED: 'Cette méthode de requête n’est pas autorisée ici.',
  COMMON_NO_PERMISSION: 'Vous n’êtes pas autorisé à effectuer cette action.',
  COMMON_DUPLICATE_SUBMISSION: 'Cette requête a déjà été envoyée.',
  COMMON_NOT_SUPPORTED: 'Cette fonctionnalité n’est pas disponible ici.',
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
  AUTH_SAFEWORD_INVALID: 'Le mot de passe de paiement doit comporter exactement 6 chiffres.',
  AUTH_SAFEWORD_NOT_SET: 'Veuillez d’abord définir un mot de passe de paiement.',
  AUTH_SAFEWORD_ALREADY_SET: 'Un mot de passe de paiement est déjà défini. Veuillez plutôt le modifier.',
  AUTH_SAFEWORD_WRONG:
    'Le mot de passe de paiement est incorrect. Il vous reste {remaining} tentatives aujourd’hui.',
  AUTH_SAFEWORD_LOCKED: 'Le nombre de tentatives de mot de passe a dépassé 3. Veuillez réessayer demain.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Le compte ne peut pas être clôturé tant qu’il présente un solde. Veuillez d’abord retirer ce solde.',
  AUTH_CANCEL_LOAN_OPEN:
    'Le compte ne peut pas être clôturé tant qu’un prêt est en cours d’examen ou n’est pas remboursé. Attendez la décision sur votre demande, ou remboursez d’abord le prêt.',
  AUTH_CANCEL_ORDER_OPEN:
    'Le compte ne peut pas être clôturé tant qu’une commande que vous avez achetée ou vendue n’est pas terminée (payée mais pas encore finalisée, ou en cours de remboursement). Veuillez attendre qu’elle soit finalisée ou remboursée.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Le compte ne peut pas être clôturé tant qu’un dépôt est en cours de traitement. Veuillez attendre qu’il soit crédité ou refusé.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Le compte ne peut pas être clôturé tant qu’un retrait est en cours de traitement. Veuillez attendre qu’il soit versé ou refusé.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Votre solde de {balance} USDT est inférieur au retrait minimum de {min} USDT et ne peut pas être retiré. Pour fermer le compte, confirmez que vous y renoncez.',
  ADMIN_OPERATOR_EXISTS: 'Un opérateur avec ce nom d’utilisateur existe déjà.',
  ADMIN_CANNOT_CHANGE_SELF: 'Vous ne pouvez pas modifier votre propre rôle ni votre propre statut.',
  ADMIN_SYSPARA_UNKNOWN: 'Le paramètre système {code} n’existe pas.',
  ADMIN_SYSPARA_INVALID: 'La valeur de {code} n’est pas valide compte tenu de son type et de ses limites.',
  ADMIN_STATE_UNCHANGED: 'Aucune modification à apporter, l’élément est déjà dans cet état.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Cet opérateur ne peut pas prendre de conversations du support : le compte est inconnu ou désactivé, ou son rôle ne répond pas au service client.',
  CATALOG_GOODS_NOT_FOUND: 'Ce produit n’existe pas.',
  CATALOG_GOODS_OFF_SHELF: 'Ce produit n’est plus en vente.',
  CATALOG_SHOP_NOT_FOUND: 'Cette boutique n’existe pas ou est fermée.',
  CATALOG_CATEGORY_NOT_FOUND: 'Cette catégorie n’existe pas.',
  CATALOG_ALREADY_KEPT: 'Ce produit figure déjà dans vos favoris.',
  CATALOG_ALREADY_FOLLOWED: 'Vous suivez déjà cette boutique.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Vous ne pouvez pas suivre votre propre boutique.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Un compte vendeur ne peut pas suivre d’autres boutiques.',
  KYC_PENDING: 'Votre demande est en cours d’examen. Vous pourrez la modifier une fois la décision prise.',
  KYC_ALREADY_VERIFIED: 'Votre identité a déjà été vérifiée.',
  KYC_ALREADY_SELLER: 'Ce compte possède déjà une boutique.',
  KYC_PHOTO_INVALID: 'Une photo d’identité est introuvable parmi vos envois. Envoyez-la à nouveau.',
  KYC_STORE_NAME_TAKEN: 'Une boutique porte déjà ce nom. Choisissez-en un autre.',
  KYC_ALREADY_DECIDED: 'Cette demande a déjà été traitée.',
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
  WALLET_BANK_ACCOUNT_INVALID:
    'Saisissez le numéro de compte (6 à 34 chiffres) ou l’IBAN du compte bénéficiaire.',
  WALLET_IBAN_INVALID:
    'Cet IBAN n’est pas valide : sa clé de contrôle ne correspond pas. Vérifiez chaque caractère sur votre relevé bancaire.',
  WALLET_SWIFT_INVALID:
    'Saisissez le code SWIFT/BIC de la banque : 8 ou 11 lettres et chiffres, par exemple EBILAEAD.',
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
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Les majuscules et minuscules de cette adresse ne correspondent pas à sa somme de contrôle : un caractère est donc erroné. Copiez-la à nouveau depuis votre portefeuille.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Cette adresse Ethereum est entièrement en minuscules (ou en majuscules) : elle n’a donc pas de somme de contrôle et une faute de frappe passerait inaperçue. Copiez-la depuis votre portefeuille avec ses majuscules, ou confirmez avoir vérifié chaque caractère.',
  WALLET_ADDRESS_ZERO:
    'Il s’agit de l’adresse zéro : rien de ce qui y est envoyé ne pourra jamais être dépensé. Saisissez l’adresse de votre propre portefeuille.',
  WALLET_RATE_CHANGED:
    'Le taux du {coin} vient de passer à {rate} USDT. Vérifiez ce que vous recevrez et confirmez à nouveau.',
  ADDRESS_LIMIT_REACHED:
    'Vous pouvez enregistrer au maximum {max} adresses de livraison. Supprimez-en une pour en ajouter une autre.',
  ADDRESS_REQUIRED: 'Veuillez choisir une adresse de livraison.',
  ADDRESS_REGION_INVALID:
    'Le pays, la région ou la ville n’est pas valide. Veuillez les sélectionner à nouveau.',
  CART_ALREADY_ADDED: 'Ce produit est déjà dans votre panier.',
  CART_FULL: 'Votre panier peut contenir au maximum {max} produits.',
  CART_LINE_UNREADABLE:
    "Indiquez l'identifiant d'un article et une quantité entière, séparés par une virgule.",
  CART_ITEM_UNKNOWN: "Aucune offre ni aucun SKU n'a cet identifiant.",
  CART_ITEM_AMBIGUOUS:
    "Plusieurs boutiques vendent ce SKU : indiquez l'identifiant de l'offre et celui du SKU sous la forme offre/SKU.",
  CART_ITEM_NEEDS_SKU:
    "Cette offre existe en plusieurs options : indiquez offre/SKU avec l'identifiant SKU de l'option.",
  CART_BATCH_TOO_LONG: 'Ajoutez au plus {max} lignes à la fois.',
  ORDER_NOTHING_SELECTED: 'Veuillez sélectionner les produits à acheter.',
  ORDER_BELOW_MIN: 'La quantité est inférieure au minimum d’achat de {min}.',
  ORDER_ABOVE_MAX: 'La quantité dépasse le maximum d’achat de {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Cet article est vendu par lots de {pack} : commandez un multiple de {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Aucun échantillon de cet article n’est disponible à la commande.',
  ORDER_SAMPLE_OVER_LIMIT: 'Un échantillon de cet article compte au maximum {max} unités.',
  ORDER_SAMPLE_TAKEN: 'Vous avez déjà commandé un échantillon de cet article.',
  ORDER_OWN_SHOP: 'Vous ne pouvez pas acheter les produits de votre propre boutique.',
  ORDER_OUT_OF_STOCK: 'Le stock restant pour ce produit est insuffisant.',
  ORDER_NOT_PAYABLE: 'Cette commande ne peut plus être payée.',
  ORDER_CANNOT_CANCEL: 'Seule une commande en attente de paiement peut être annulée.',
  ORDER_CANNOT_REMIND: 'Seule une commande payée en attente d’expédition peut faire l’objet d’une relance.',
  ORDER_ALREADY_REMINDED: 'Une relance a déjà été envoyée pour cette commande.',
  ORDER_CANNOT_RECEIPT: 'Seule une commande expédiée peut être confirmée comme reçue.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Ce motif concerne des articles reçus, et cette commande n’a pas encore été expédiée. Veuillez choisir un autre motif.',
  ORDER_SHIPPED_NO_REFUND:
    'Une commande expédiée ne peut pas être remboursée tant qu’elle est en cours d’acheminement. Vous pourrez demander un remboursement dès sa réception.',
  ORDER_REFUND_NOT_ALLOWED:
    'Il n’est pas possible de demander un remboursement pour une commande en attente de paiement, terminée ou annulée.',
  ORDER_REFUND_WINDOW_CLOSED: 'Le délai de retour de {days} jours pour cette commande est dépassé.',
  ORDER_REFUND_EXISTS: 'Un remboursement a déjà été demandé pour cette commande.',
  ORDER_NO_REFUND_PENDING: 'Cette commande n’a aucune demande de remboursement en attente de décision.',
  ORDER_CANNOT_REVIEW: 'Seule une commande reçue peut être évaluée.',
  ORDER_ALREADY_REVIEWED: 'Ce produit a déjà été évalué.',
  ORDER_CANNOT_PURCHASE: 'Seule une commande payée peut faire l’objet d’un achat pour expédition.',
  ORDER_CANNOT_SHIP: 'Seule une commande achetée par le vendeur peut être expédiée.',
  COUPON_NOT_STARTED: 'Ce bon de réduction ne peut pas encore être récupéré.',
  COUPON_ENDED: 'Ce bon de réduction a expiré.',
  COUPON_SOLD_OUT: 'Tous ces bons de réduction ont déjà été récupérés.',
  COUPON_LIMIT_REACHED: 'Vous pouvez détenir au maximum {max} exemplaires de ce bon de réduction.',
  COUPON_OWN_SHOP: 'Vous ne pouvez pas récupérer un bon de réduction de votre propre boutique.',
  COUPON_NOT_HELD: 'Vous ne possédez pas ce bon de réduction, ou il a déjà été utilisé.',
  COUPON_NOT_APPLICABLE: 'Ce bon de réduction ne s’applique pas à ces produits.',
  COUPON_MIN_SPEND: 'Ce bon de réduction nécessite au moins {min} USDT d’articles.',
  COUPON_ONE_PER_ORDER:
    'Par paiement, vous pouvez utiliser au maximum un bon de réduction boutique par boutique et un bon de réduction de la plateforme.',
  COUPON_WINDOW_INVALID:
    'Le bon de réduction doit se terminer après son début, et sa durée ne peut pas dépasser {days} jours.',
  COUPON_TERMS_LOCKED:
    'Des acheteurs ont déjà récupéré ce bon de réduction : seuls son titre, sa quantité et sa date de fin peuvent être modifiés.',
  COUPON_TOTAL_BELOW_CLAIMED: 'La quantité ne peut pas être inférieure aux {claimed} déjà récupérés.',
  SELLER_PRICE_OUT_OF_RANGE: 'Le prix de vente doit être compris entre {min} et {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Le taux de marge doit être compris entre {min} % et {max} %.',
  SELLER_DISCOUNT_BELOW_COST: 'Avec cette remise, {name} serait vendu en dessous de son prix de gros.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'La remise doit se terminer après son début, et sa fin doit être dans le futur.',
  SELLER_TIER_COUNT: 'Une grille de prix dégressifs comporte de 1 à {max} paliers.',
  SELLER_TIER_FIRST_NOT_MOQ:
    'Le premier palier doit commencer à la quantité minimale de commande, soit {moq}.',
  SELLER_TIER_MIN_NOT_RISING:
    'Palier {rung} : sa quantité minimale doit être supérieure à celle du palier précédent.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Palier {rung} : son prix unitaire doit être inférieur à celui du palier précédent.',
  SELLER_TIER_BELOW_COST: 'Palier {rung} : le prix unitaire est inférieur au prix de gros de {cost} USDT.',
  SELLER_TIER_NOT_PACK:
    'Palier {rung} : sa quantité minimale doit être un multiple de la taille du lot, soit {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Palier {rung} : sa quantité minimale dépasse le maximum d’achat de {max}.',
  SELLER_MOQ_BELOW_MIN:
    'La quantité minimale de commande ne peut pas être inférieure au minimum d’achat propre au produit, soit {min}.',
  SELLER_SAMPLE_BELOW_COST: 'Le prix de l’échantillon est inférieur au prix de gros de {cost} USDT.',
  SELLER_IMPORT_LINE: 'Ligne {line} : {reason}',
  SELLER_IMPORT_EMPTY:
    'Le fichier ne contient aucune offre : après la ligne d’en-tête, chaque ligne est une offre.',
  SELLER_IMPORT_TOO_LONG:
    'Le fichier contient plus de {max} offres. Divisez-le en fichiers plus petits et importez chacun d’eux.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'La ligne d’en-tête nomme une colonne que l’import ne connaît pas, ou la nomme deux fois : {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'La ligne d’en-tête doit nommer la colonne {column}.',
  SELLER_IMPORT_CELLS: 'Cette ligne a {count} cellules, mais la ligne d’en-tête en a {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Une cellule entre guillemets commence sur cette ligne et n’est jamais fermée.',
  SELLER_IMPORT_DUPLICATE: 'Cette offre figure déjà à la ligne {first}.',
  SELLER_IMPORT_NOT_OWN: 'Ce n’est pas une offre de votre boutique, ou elle a été supprimée.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'L’import ne modifie pas les remises : laissez la remise telle qu’exportée et modifiez-la dans la liste des produits.',
  SELLER_IMAGE_INVALID: 'L’image est introuvable parmi les fichiers envoyés. Veuillez l’envoyer à nouveau.',
  SELLER_DATE_RANGE_INVALID:
    'La date de fin ne peut pas précéder la date de début, et une période couvre au plus 366 jours.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Seules les images JPEG, PNG, WebP ou GIF peuvent être téléversées.',
  UPLOAD_TOO_LARGE: "L'image est trop lourde : {max} Mo au maximum.",
  UPLOAD_TOO_MANY_PARTS: 'Un envoi contient une image et quelques champs ; celui-ci a trop de parties.',
  UPLOAD_TOO_MANY_PIXELS: "L'image a trop de pixels : {max} mégapixels au maximum.",
  SUBSCRIBE_EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Cette adresse e-mail est déjà abonnée.',
  SUBSCRIBE_LINK_INVALID:
    'Ce lien de confirmation n’est pas valide. Ouvrez le lien complet figurant dans l’e-mail.',
  NOTICE_ORDER_PLACED: 'Commande passée, en attente de paiement.',
  NOTICE_ORDER_PAID: 'Commande payée. En attente de confirmation par le vendeur.',
  NOTICE_ORDER_REMINDED: 'L’acheteur a relancé le vendeur pour l’expédition.',
  NOTICE_ORDER_PUSHED: 'Le vendeur a confirmé la commande et le stock est en cours de préparation.',
  NOTICE_ORDER_SHIPPED: 'Commande expédiée par {carrier}, numéro de suivi {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Le colis a été pris en charge par le transporteur à {place}.',
  NOTICE_ORDER_DEPARTED: 'Le colis a quitté {place}.',
  NOTICE_ORDER_ARRIVED: 'Le colis est arrivé à {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Le colis est en cours de livraison à {place}.',
  NOTICE_ORDER_DELIVERED: 'Le colis a été livré à {place}.',
  NOTICE_ORDER_RECEIVED: 'L’acheteur a confirmé la réception.',
  NOTICE_ORDER_AUTO_RECEIVED: 'La réception a été confirmée automatiquement {days} jours après l’expédition.',
  NOTICE_ORDER_REVIEWED: 'L’acheteur a évalué la commande.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Aucune évaluation n’ayant été laissée à temps, le système a attribué une évaluation positive par défaut.',
  NOTICE_ORDER_COMPLETED: 'Commande terminée. Le paiement a été versé au vendeur.',
  NOTICE_ORDER_CANCELLED: 'L’acheteur a annulé la commande.',
  NOTICE_ORDER_AUTO_CANCELLED:
    'La commande a été annulée automatiquement, car elle n’a pas été payée à temps.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Commande non expédiée sous {hours} heures : l’acheteur a reçu un dédommagement de {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'L’acheteur a demandé un remboursement.',
  NOTICE_ORDER_REFUND_SUCCESS:
    'Remboursement effectué : {amount} USDT ont été reversés sur le portefeuille de l’acheteur.',
  NOTICE_ORDER_REFUND_FAILED: 'Remboursement refusé : {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'La plateforme a remboursé la commande : {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Votre code de réinitialisation du mot de passe Caravan',
  NOTICE_RESET_CODE_BODY:
    'Votre code pour réinitialiser votre mot de passe Caravan est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe n’a pas été modifié.',
  AUTH_PASSWORD_WRONG: 'Le mot de passe est incorrect.',
  AUTH_EMAIL_TAKEN: 'Cette adresse e-mail est déjà associée à un autre compte.',
  AUTH_EMAIL_UNCHANGED: 'Cette adresse e-mail est déjà associée à votre compte et vérifiée.',
  AUTH_SMS_NOT_SUPPORTED:
    'Les codes ne peuvent pas être envoyés par SMS. Veuillez utiliser une adresse e-mail.',
  NOTICE_BIND_CODE_SUBJECT: 'Votre code pour confirmer votre adresse e-mail sur Caravan',
  NOTICE_BIND_CODE_BODY:
    'Votre code pour associer cette adresse e-mail au compte Caravan {account} est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'L’adresse e-mail de votre compte Caravan a été modifiée',
  NOTICE_EMAIL_CHANGED_BODY:
    'L’adresse e-mail du compte Caravan {account} a été remplacée par {email}. Les codes de réinitialisation du mot de passe y seront désormais envoyés. Si vous n’êtes pas à l’origine de cette modification, contactez immédiatement le service client de Caravan.',
  CREDIT_LOAN_IN_USE:
    'Vous avez déjà un prêt en cours d’examen ou en cours de remboursement. Remboursez-le avant d’en demander un autre.',
  CREDIT_IDENTITY_REQUIRED:
    'Conditions d’éligibilité non remplies : votre identité doit d’abord être vérifiée (Mon compte › Devenir vendeur).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Conditions d’éligibilité non remplies : le compte fait l’objet de restrictions ou a un prêt en retard non remboursé.',
  CREDIT_AMOUNT_BELOW_MIN: 'Le montant demandé est inférieur au minimum de {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Le montant demandé dépasse le maximum de {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Cette durée de prêt n’est pas proposée. Choisissez l’une des durées indiquées.',
  CREDIT_PHOTO_INVALID: 'Une photo du document est introuvable parmi vos envois. Envoyez-la à nouveau.',
  CREDIT_ALREADY_DECIDED: 'Cette demande de prêt a déjà été traitée.',
  CREDIT_NOT_REPAYABLE: 'Ce prêt n’est pas en cours : il n’y a rien à rembourser.',
  CREDIT_PRODUCT_INVALID:
    'Les paramètres du prêt sont incohérents : le minimum ne doit pas dépasser le maximum et chaque durée doit être comprise entre 1 et 366 jours.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Votre prêt de création d’entreprise Caravan est approuvé',
  NOTICE_CREDIT_APPROVED_BODY:
    'Votre prêt de {amount} USDT sur {days} jours est approuvé et a été versé sur votre portefeuille Caravan. Remboursez {total} USDT au plus tard le {dueDate} ; vous pouvez rembourser par anticipation sans frais supplémentaires.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Votre demande de prêt Caravan n’a pas été approuvée',
  NOTICE_CREDIT_REJECTED_BODY:
    'Votre demande de prêt de {amount} USDT n’a pas été approuvée : {reason}. Vous pouvez la corriger et refaire une demande.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Votre prêt Caravan est en retard',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Votre prêt arrivait à échéance le {dueDate}. Jusqu’à son remboursement, le taux de retard de {rate} par jour s’applique. Montant à rembourser maintenant : {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Commande {orderNo} payée',
  NOTICE_ORDER_PAID_BODY:
    'Nous avons reçu votre paiement de {amount} USDT pour la commande {orderNo}. La boutique va maintenant la faire expédier.',
  NOTICE_ORDER_SOLD_TITLE: 'Nouvelle commande payée {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'La commande {orderNo} a été payée ({amount} USDT). Achetez-la dans votre espace vendeur au prix de gros de {cost} USDT pour qu’elle soit expédiée.',
  NOTICE_ORDER_REMINDED_TITLE: 'L’acheteur demande l’expédition de la commande {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'L’acheteur de la commande {orderNo} vous a relancé pour l’expédition. Si vous ne l’avez pas encore achetée, achetez-la dans votre centre vendeur pour qu’elle soit expédiée.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Commande {orderNo} expédiée',
  NOTICE_ORDER_SHIPPED_BODY:
    'Votre commande {orderNo} a été expédiée par {carrier}, numéro de suivi {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Remboursement de la commande {orderNo} accepté',
  NOTICE_REFUND_APPROVED_BODY:
    'Votre remboursement de {amount} USDT pour la commande {orderNo} a été accepté et reversé sur votre portefeuille Caravan.',
  NOTICE_REFUND_REFUSED_TITLE: 'Remboursement de la commande {orderNo} refusé',
  NOTICE_REFUND_REFUSED_BODY:
    'Votre demande de remboursement pour la commande {orderNo} a été refusée : {reason}. La commande suit son cours.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Commande {orderNo} en retard : voici un dédommagement',
  NOTICE_LATE_COUPON_BODY:
    'La commande {orderNo} n’a pas été expédiée sous {hours} heures. Nous en sommes désolés : un bon de réduction de {amount} USDT vous attend désormais dans Mes bons de réduction.',
  NOTICE_LATE_CREDIT_BODY:
    'La commande {orderNo} n’a pas été expédiée sous {hours} heures. Nous en sommes désolés : {amount} USDT ont été ajoutés à votre portefeuille.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Commande {orderNo} remboursée',
  NOTICE_ORDER_REFUNDED_BODY:
    'La plateforme a remboursé votre commande {orderNo} : {reason}. {amount} USDT ont été reversés sur votre portefeuille Caravan.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Dépôt confirmé',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Votre dépôt {orderNo} a été confirmé et {amount} USDT ont été ajoutés à votre portefeuille Caravan.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Dépôt refusé',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Votre dépôt {orderNo} a été refusé : {reason}. Rien n’a été ajouté à votre portefeuille ; contactez le service client si vous pensez qu’il s’agit d’une erreur.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Retrait payé',
  NOTICE_WITHDRAWAL_PAID_BODY: 'Votre retrait {orderNo} de {amount} USDT a été payé (frais : {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Retrait refusé',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Votre retrait {orderNo} a été refusé : {reason}. Les {amount} USDT bloqués pour ce retrait ont été reversés sur votre portefeuille Caravan.',
  NOTICE_SELLER_APPROVED_TITLE: 'Votre boutique est ouverte',
  NOTICE_SELLER_APPROVED_BODY:
    'Votre demande de vendeur a été acceptée et votre boutique {storeName} est ouverte. Vous pouvez maintenant publier des produits depuis votre espace vendeur.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Votre identité est vérifiée',
  NOTICE_IDENTITY_VERIFIED_BODY:
    'Votre vérification d’identité a été acceptée. Votre compte est désormais vérifié.',
  NOTICE_SELLER_REJECTED_TITLE: 'Votre demande n’a pas été acceptée',
  NOTICE_SELLER_REJECTED_BODY:
    'Votre demande n’a pas été acceptée : {reason}. Vous pouvez la corriger et l’envoyer à nouveau.',
  NOTICE_WELCOME_SUBJECT: 'Bienvenue sur Caravan',
  NOTICE_WELCOME_BODY:
    'Merci pour votre abonnement à Caravan. Pour confirmer {email} et recevoir votre bon de réduction de bienvenue, ouvrez ce lien : {link} Tant que l’adresse n’est pas confirmée, Caravan n’y enverra rien d’autre. Si vous ne vous êtes pas abonné, vous pouvez ignorer cet e-mail.',
};
