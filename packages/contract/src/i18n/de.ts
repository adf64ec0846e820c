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
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Dieses Konto wurde vom Kundenservice gesperrt. Bitte versuchen Sie es in {minutes} Minuten erneut oder kontaktieren Sie uns.',
  AUTH_ACCOUNT_DISABLED: 'Dieses Konto wurde gesperrt oder deaktiviert.',
  AUTH_NOT_A_SELLER: 'Zu diesem Konto gehört kein Shop.',
  AUTH_CAPTCHA_FAILED: 'Die Schieberegler-Verifizierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  AUTH_CAPTCHA_EXPIRED:
    'Die Schieberegler-Verifizierung ist abgelaufen. Bitte schieben Sie den Regler erneut.',
  AUTH_AGREEMENT_REQUIRED: 'Bitte lesen und akzeptieren Sie die Nutzungsvereinbarung.',
  AUTH_USERNAME_INVALID: 'Der Benutzername muss aus 6 bis 24 Buchstaben oder Ziffern bestehen.',
  AUTH_PHONE_INVALID:
    'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein (mindestens 8 Ziffern).',
  AUTH_EMAIL_INVALID:
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, deren Teil vor dem @ mindestens 6 Buchstaben oder Ziffern enthält.',
  AUTH_PASSWORD_INVALID:
    'Das Passwort muss 6 bis 12 Zeichen lang sein und sowohl Buchstaben als auch Ziffern enthalten.',
  AUTH_PASSWORDS_DIFFERENT: 'Die beiden Passwörter stimmen nicht überein.',
  AUTH_OLD_PASSWORD_WRONG: 'Das alte Passwort ist falsch.',
  AUTH_ACCOUNT_EXISTS: 'Dieses Konto ist bereits registriert.',
  AUTH_AGENT_CODE_INVALID: 'Der Einladungscode ist ungültig.',
  AUTH_CODE_WRONG: 'Der Bestätigungscode ist falsch oder abgelaufen.',
  AUTH_CODE_TOO_FREQUENT:
    'Es wurde gerade erst ein Code gesendet. Bitte warten Sie {seconds} Sekunden, bevor Sie einen neuen anfordern.',
  AUTH_SAFEWORD_INVALID: 'Das Transaktionspasswort muss aus genau 6 Ziffern bestehen.',
  AUTH_SAFEWORD_NOT_SET: 'Bitte legen Sie zuerst ein Transaktionspasswort fest.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Es ist bereits ein Transaktionspasswort festgelegt. Bitte ändern Sie stattdessen das bestehende.',
  AUTH_SAFEWORD_WRONG: 'Das Transaktionspasswort ist falsch. Sie haben heute noch {remaining} Versuche.',
  AUTH_SAFEWORD_LOCKED:
    'Das Passwort wurde mehr als dreimal falsch eingegeben. Bitte versuchen Sie es morgen erneut.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Das Konto kann nicht gelöscht werden, solange noch ein Guthaben vorhanden ist. Bitte lassen Sie sich das Guthaben zuerst auszahlen.',
  ADMIN_OPERATOR_EXISTS: 'Ein Operator mit diesem Benutzernamen existiert bereits.',
  ADMIN_CANNOT_CHANGE_SELF: 'Sie können weder Ihre eigene Rolle noch Ihren eigenen Status ändern.',
  ADMIN_SYSPARA_UNKNOWN: 'Der Systemparameter {code} existiert nicht.',
  ADMIN_SYSPARA_INVALID:
    'Der Wert für {code} ist für den Typ oder die Grenzwerte dieses Parameters ungültig.',
  ADMIN_STATE_UNCHANGED: 'Keine Änderung nötig: Dieser Zustand ist bereits gesetzt.',
  CATALOG_GOODS_NOT_FOUND: 'Dieses Produkt existiert nicht.',
  CATALOG_GOODS_OFF_SHELF: 'Dieses Produkt ist nicht mehr erhältlich.',
  CATALOG_SHOP_NOT_FOUND: 'Dieser Shop existiert nicht oder ist geschlossen.',
  CATALOG_CATEGORY_NOT_FOUND: 'Diese Kategorie existiert nicht.',
  CATALOG_ALREADY_KEPT: 'Dieses Produkt ist bereits in Ihren Favoriten.',
  CATALOG_ALREADY_FOLLOWED: 'Sie folgen diesem Shop bereits.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Sie können Ihrem eigenen Shop nicht folgen.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Diese Kategorie kann nicht gelöscht werden, solange sie {goods} Artikel und {children} Unterkategorien enthält. Verschieben Sie diese zuerst.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Kategorien haben zwei Ebenen: Die übergeordnete Kategorie einer Unterkategorie muss eine Hauptkategorie sein, und eine Kategorie mit Unterkategorien kann keine Unterkategorie werden.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Die Unterkategorie gehört nicht zur gewählten Kategorie.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Dieses Banner existiert nicht.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Das Ende des Zeitplans muss nach seinem Beginn liegen.',
  WALLET_INSUFFICIENT_BALANCE: 'Ihr Guthaben reicht nicht aus. Bitte nehmen Sie zuerst eine Einzahlung vor.',
  WALLET_AMOUNT_INVALID:
    'Bitte geben Sie einen Betrag größer als 0 mit höchstens {decimals} Nachkommastellen ein.',
  WALLET_DEPOSIT_BELOW_MIN: 'Der Mindestbetrag für Einzahlungen beträgt {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Der Höchstbetrag für Einzahlungen beträgt {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Einzahlungen sind derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
  WALLET_CHANNEL_CLOSED: 'Dieser Einzahlungskanal ist nicht verfügbar.',
  WALLET_CHAIN_INVALID: 'Bitte wählen Sie ein Netzwerk, das für diese Währung angeboten wird.',
  WALLET_CERTIFICATE_REQUIRED: 'Bitte laden Sie den Zahlungsnachweis hoch.',
  WALLET_CARD_NUMBER_INVALID: 'Bitte geben Sie eine gültige Bankkartennummer ein.',
  WALLET_RATE_MISSING: 'Für {coin} ist kein Wechselkurs festgelegt. Bitte versuchen Sie es später erneut.',
  WALLET_PAYMENT_LINK_FAILED:
    'Der Zahlungslink konnte nicht erstellt werden. Bitte versuchen Sie es mit einer anderen Zahlungsmethode.',
  WALLET_NO_PAYMENT_METHOD: 'Für diesen Betrag ist keine Zahlungsmethode verfügbar.',
  WALLET_PAYMENT_FAILED: 'Die Zahlung ist fehlgeschlagen. Von Ihrer Wallet wurde kein Geld abgebucht.',
  WALLET_ALREADY_DECIDED: 'Diese Anfrage wurde bereits bearbeitet.',
  WALLET_WITHDRAWALS_CLOSED: 'Auszahlungen sind derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
  WALLET_WITHDRAW_BELOW_MIN: 'Der Mindestbetrag für Auszahlungen beträgt {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Der Höchstbetrag für Auszahlungen beträgt {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Auszahlungen werden nur im Zeitraum {hours} (chinesische Zeit) angenommen.',
  WALLET_WITHDRAW_DAILY_LIMIT:
    'Auszahlungen sind höchstens {count}-mal pro Tag möglich. Bitte versuchen Sie es morgen erneut.',
  WALLET_WITHDRAW_IN_PROGRESS:
    'Es wird bereits eine Auszahlung bearbeitet. Bitte warten Sie, bis sie abgeschlossen ist.',
  WALLET_ADDRESS_REQUIRED: 'Bitte hinterlegen Sie zuerst eine Auszahlungsadresse.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Es kann nur eine Auszahlungsadresse hinterlegt werden.',
  WALLET_ADDRESS_INVALID: 'Diese Adresse ist für das gewählte Netzwerk ungültig.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Es können nur JPEG-, PNG-, WebP- oder GIF-Bilder hochgeladen werden.',
  UPLOAD_TOO_LARGE: 'Das Bild ist zu groß: höchstens {max} MB.',
  SUBSCRIBE_EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Für diese E-Mail-Adresse besteht bereits ein Abonnement.',
  NOTICE_RESET_CODE_SUBJECT: 'Ihr Code zum Zurücksetzen Ihres Caravan-Passworts',
  NOTICE_RESET_CODE_BODY:
    'Ihr Code zum Zurücksetzen Ihres Caravan-Passworts lautet {code}. Er ist {minutes} Minuten lang gültig. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort wurde nicht geändert.',
};
