import type { MessageCode } from '../notices.js';

export const de: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Der Wert von {field} ist ungültig.',
  COMMON_PARAM_MISSING: '{field} ist ein Pflichtfeld.',
  COMMON_PARAM_TOO_LONG: '{field} darf höchstens {max} Zeichen lang sein.',
  COMMON_BODY_TOO_LARGE: 'Die Anfrage ist zu groß: höchstens {max} KB.',
  COMMON_SYSTEM_ERROR: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  COMMON_NOT_FOUND: 'Die angeforderte Seite oder der angeforderte Artikel existiert nicht.',
  COMMON_RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  COMMON_METHOD_NOT_ALLOWED: 'Diese Anfragemethode ist hier nicht zulässig.',
  COMMON_NO_PERMISSION: 'Sie haben keine Berechtigung für diese Aktion.',
  COMMON_DUPLICATE_SUBMISSION: 'Diese Anfrage wurde bereits gesendet.',
  COMMON_NOT_SUPPORTED: 'Diese Funktion ist hier nicht verfügbar.',
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
  AUTH_SAFEWORD_INVALID: 'Das Zahlungspasswort muss aus genau 6 Ziffern bestehen.',
  AUTH_SAFEWORD_NOT_SET: 'Bitte legen Sie zuerst ein Zahlungspasswort fest.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Es ist bereits ein Zahlungspasswort festgelegt. Bitte ändern Sie stattdessen das bestehende.',
  AUTH_SAFEWORD_WRONG: 'Das Zahlungspasswort ist falsch. Sie haben heute noch {remaining} Versuche.',
  AUTH_SAFEWORD_LOCKED:
    'Das Passwort wurde mehr als dreimal falsch eingegeben. Bitte versuchen Sie es morgen erneut.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Das Konto kann nicht gelöscht werden, solange noch ein Guthaben vorhanden ist. Bitte lassen Sie sich das Guthaben zuerst auszahlen.',
  AUTH_CANCEL_LOAN_OPEN:
    'Das Konto kann nicht gelöscht werden, solange ein Kredit geprüft wird oder noch nicht zurückgezahlt ist. Warten Sie die Entscheidung über Ihren Antrag ab oder zahlen Sie den Kredit zuerst zurück.',
  AUTH_CANCEL_ORDER_OPEN:
    'Das Konto kann nicht gelöscht werden, solange eine von Ihnen gekaufte oder verkaufte Bestellung nicht abgeschlossen ist (bezahlt, aber noch nicht abgeschlossen, oder in Erstattung). Bitte warten Sie, bis sie abgeschlossen oder erstattet ist.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Das Konto kann nicht gelöscht werden, solange eine Einzahlung bearbeitet wird. Bitte warten Sie, bis sie gutgeschrieben oder abgelehnt ist.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Das Konto kann nicht gelöscht werden, solange eine Auszahlung bearbeitet wird. Bitte warten Sie, bis sie ausgezahlt oder abgelehnt ist.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Ihr Guthaben von {balance} USDT liegt unter der Mindestauszahlung von {min} USDT und kann nicht ausgezahlt werden. Um das Konto zu schließen, bestätigen Sie, dass Sie darauf verzichten.',
  ADMIN_OPERATOR_EXISTS: 'Ein Operator mit diesem Benutzernamen existiert bereits.',
  ADMIN_CANNOT_CHANGE_SELF: 'Sie können weder Ihre eigene Rolle noch Ihren eigenen Status ändern.',
  ADMIN_SYSPARA_UNKNOWN: 'Der Systemparameter {code} existiert nicht.',
  ADMIN_SYSPARA_INVALID:
    'Der Wert für {code} ist für den Typ oder die Grenzwerte dieses Parameters ungültig.',
  ADMIN_STATE_UNCHANGED: 'Keine Änderung nötig: Dieser Zustand ist bereits gesetzt.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Dieser Operator kann keine Support-Gespräche übernehmen: Das Konto ist unbekannt oder deaktiviert, oder seine Rolle beantwortet keinen Kundenservice.',
  CATALOG_GOODS_NOT_FOUND: 'Dieses Produkt existiert nicht.',
  CATALOG_GOODS_OFF_SHELF: 'Dieses Produkt ist nicht mehr erhältlich.',
  CATALOG_SHOP_NOT_FOUND: 'Dieser Shop existiert nicht oder ist geschlossen.',
  CATALOG_CATEGORY_NOT_FOUND: 'Diese Kategorie existiert nicht.',
  CATALOG_ALREADY_KEPT: 'Dieses Produkt ist bereits in Ihren Favoriten.',
  CATALOG_ALREADY_FOLLOWED: 'Sie folgen diesem Shop bereits.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Sie können Ihrem eigenen Shop nicht folgen.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Verkäuferkonten können anderen Shops nicht folgen.',
  KYC_PENDING: 'Ihr Antrag wird geprüft. Sie können ihn ändern, sobald darüber entschieden ist.',
  KYC_ALREADY_VERIFIED: 'Ihre Identität wurde bereits bestätigt.',
  KYC_ALREADY_SELLER: 'Dieses Konto hat bereits einen Shop.',
  KYC_PHOTO_INVALID: 'Ein Ausweisfoto wurde unter Ihren Uploads nicht gefunden. Laden Sie es erneut hoch.',
  KYC_STORE_NAME_TAKEN: 'Es gibt bereits einen Shop mit diesem Namen. Wählen Sie einen anderen Namen.',
  KYC_ALREADY_DECIDED: 'Über diesen Antrag wurde bereits entschieden.',
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
  WALLET_BANK_ACCOUNT_INVALID:
    'Geben Sie die Kontonummer (6 bis 34 Ziffern) oder die IBAN des Empfängerkontos ein.',
  WALLET_IBAN_INVALID:
    'Diese IBAN ist ungültig: Die Prüfziffern stimmen nicht. Vergleichen Sie jedes Zeichen mit Ihrem Kontoauszug.',
  WALLET_SWIFT_INVALID:
    'Geben Sie den SWIFT/BIC-Code der Bank ein: 8 oder 11 Buchstaben und Ziffern, z. B. EBILAEAD.',
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
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Groß- und Kleinschreibung dieser Adresse passen nicht zu ihrer Prüfsumme, ein Zeichen ist also falsch. Kopieren Sie sie erneut aus Ihrer Wallet.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Diese Ethereum-Adresse ist ganz in Klein- (oder ganz in Groß-)buchstaben geschrieben und hat daher keine Prüfsumme; ein Tippfehler bliebe unbemerkt. Kopieren Sie sie mit ihren Großbuchstaben aus Ihrer Wallet oder bestätigen Sie, dass Sie jedes Zeichen geprüft haben.',
  WALLET_ADDRESS_ZERO:
    'Dies ist die Nulladresse: Was an sie gesendet wird, kann niemand jemals ausgeben. Geben Sie die Adresse Ihrer eigenen Wallet ein.',
  WALLET_RATE_CHANGED:
    'Der {coin}-Kurs wurde soeben auf {rate} USDT geändert. Prüfen Sie, was Sie erhalten, und bestätigen Sie erneut.',
  ADDRESS_LIMIT_REACHED:
    'Sie können höchstens {max} Lieferadressen speichern. Löschen Sie eine, um eine neue hinzuzufügen.',
  ADDRESS_REQUIRED: 'Bitte wählen Sie eine Lieferadresse.',
  ADDRESS_REGION_INVALID:
    'Land, Bundesland oder Stadt ist ungültig. Bitte wählen Sie diese Angaben erneut aus.',
  CART_ALREADY_ADDED: 'Dieses Produkt befindet sich bereits in Ihrem Warenkorb.',
  CART_FULL: 'Ihr Warenkorb kann höchstens {max} Produkte enthalten.',
  CART_LINE_UNREADABLE: 'Geben Sie eine Artikel-ID und eine ganze Menge an, durch ein Komma getrennt.',
  CART_ITEM_UNKNOWN: 'Kein Angebot und keine SKU hat diese ID.',
  CART_ITEM_AMBIGUOUS:
    'Mehrere Shops verkaufen diese SKU: Geben Sie die ID des Angebots und die der SKU als Angebot/SKU an.',
  CART_ITEM_NEEDS_SKU:
    'Dieses Angebot hat mehrere Varianten: Geben Sie Angebot/SKU mit der SKU-ID der Variante an.',
  CART_BATCH_TOO_LONG: 'Fügen Sie höchstens {max} Zeilen auf einmal hinzu.',
  ORDER_NOTHING_SELECTED: 'Bitte wählen Sie die Produkte aus, die Sie kaufen möchten.',
  ORDER_BELOW_MIN: 'Die Menge unterschreitet die Mindestabnahmemenge von {min}.',
  ORDER_ABOVE_MAX: 'Die Menge überschreitet die maximale Abnahmemenge von {max}.',
  ORDER_NOT_PACK_MULTIPLE:
    'Dieser Artikel wird in Verpackungseinheiten zu {pack} Stück verkauft: Bestellen Sie ein Vielfaches von {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Für diesen Artikel kann kein Muster bestellt werden.',
  ORDER_SAMPLE_OVER_LIMIT: 'Ein Muster dieses Artikels umfasst höchstens {max} Stück.',
  ORDER_SAMPLE_TAKEN: 'Sie haben bereits ein Muster dieses Artikels bestellt.',
  ORDER_OWN_SHOP: 'Sie können keine Artikel aus Ihrem eigenen Shop kaufen.',
  ORDER_OUT_OF_STOCK: 'Für dieses Produkt ist nicht mehr genügend Bestand vorhanden.',
  ORDER_NOT_PAYABLE: 'Diese Bestellung kann nicht mehr bezahlt werden.',
  ORDER_CANNOT_CANCEL: 'Nur eine Bestellung, die noch auf die Zahlung wartet, kann storniert werden.',
  ORDER_CANNOT_REMIND:
    'Eine Versanderinnerung ist nur für bezahlte Bestellungen möglich, die auf den Versand warten.',
  ORDER_ALREADY_REMINDED: 'Für diese Bestellung wurde bereits eine Erinnerung gesendet.',
  ORDER_CANNOT_RECEIPT: 'Nur eine versandte Bestellung kann als erhalten bestätigt werden.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Dieser Grund gilt nur für erhaltene Ware, und diese Bestellung wurde noch nicht versendet. Bitte wählen Sie einen anderen Grund.',
  ORDER_SHIPPED_NO_REFUND:
    'Eine versandte Bestellung kann nicht erstattet werden, solange sie unterwegs ist. Sie können eine Erstattung beantragen, sobald sie angekommen ist.',
  ORDER_REFUND_NOT_ALLOWED:
    'Für Bestellungen, die auf die Zahlung warten, abgeschlossen oder storniert sind, kann keine Erstattung beantragt werden.',
  ORDER_REFUND_WINDOW_CLOSED: 'Die {days}-tägige Rückgabefrist für diese Bestellung ist abgelaufen.',
  ORDER_REFUND_EXISTS: 'Für diese Bestellung wurde bereits eine Erstattung beantragt.',
  ORDER_NO_REFUND_PENDING: 'Für diese Bestellung liegt kein offener Erstattungsantrag vor.',
  ORDER_CANNOT_REVIEW: 'Nur eine erhaltene Bestellung kann bewertet werden.',
  ORDER_ALREADY_REVIEWED: 'Dieses Produkt wurde bereits bewertet.',
  ORDER_CANNOT_PURCHASE: 'Nur eine bezahlte Bestellung kann für den Versand eingekauft werden.',
  ORDER_CANNOT_SHIP: 'Nur eine Bestellung, die der Verkäufer eingekauft hat, kann versendet werden.',
  COUPON_NOT_STARTED: 'Dieser Gutschein kann noch nicht gesichert werden.',
  COUPON_ENDED: 'Dieser Gutschein ist abgelaufen.',
  COUPON_SOLD_OUT: 'Diese Gutscheine sind bereits alle vergeben.',
  COUPON_LIMIT_REACHED: 'Sie können höchstens {max} Stück dieses Gutscheins besitzen.',
  COUPON_OWN_SHOP: 'Sie können keine Gutscheine Ihres eigenen Shops sichern.',
  COUPON_NOT_HELD: 'Sie besitzen diesen Gutschein nicht, oder er wurde bereits eingelöst.',
  COUPON_NOT_APPLICABLE: 'Dieser Gutschein gilt nicht für diese Artikel.',
  COUPON_MIN_SPEND: 'Dieser Gutschein setzt einen Warenwert von mindestens {min} USDT voraus.',
  COUPON_ONE_PER_ORDER:
    'Pro Bezahlvorgang können Sie höchstens einen Shop-Gutschein je Shop und einen Plattform-Gutschein einlösen.',
  COUPON_WINDOW_INVALID:
    'Der Gutschein muss nach seinem Beginn enden und darf höchstens {days} Tage gültig sein.',
  COUPON_TERMS_LOCKED:
    'Käufer haben diesen Gutschein bereits gesichert: Nur Titel, Anzahl und Ende können noch geändert werden.',
  COUPON_TOTAL_BELOW_CLAIMED:
    'Die Anzahl darf nicht unter den {claimed} bereits gesicherten Gutscheinen liegen.',
  SELLER_PRICE_OUT_OF_RANGE: 'Der Verkaufspreis muss zwischen {min} und {max} USDT liegen.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Die Gewinnspanne muss zwischen {min} % und {max} % liegen.',
  SELLER_DISCOUNT_BELOW_COST: 'Mit diesem Rabatt würde {name} unter dem Großhandelspreis verkauft.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'Der Rabatt muss nach seinem Beginn enden, und sein Ende muss in der Zukunft liegen.',
  SELLER_TIER_COUNT: 'Eine Preisstaffel hat 1 bis {max} Stufen.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Die erste Stufe muss bei der Mindestbestellmenge von {moq} beginnen.',
  SELLER_TIER_MIN_NOT_RISING: 'Stufe {rung}: Die Mindestmenge muss höher sein als die der vorherigen Stufe.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Stufe {rung}: Der Stückpreis muss niedriger sein als der der vorherigen Stufe.',
  SELLER_TIER_BELOW_COST: 'Stufe {rung}: Der Stückpreis liegt unter dem Großhandelspreis von {cost} USDT.',
  SELLER_TIER_NOT_PACK:
    'Stufe {rung}: Die Mindestmenge muss ein Vielfaches der Verpackungseinheit von {pack} sein.',
  SELLER_TIER_ABOVE_MAX: 'Stufe {rung}: Die Mindestmenge überschreitet die maximale Abnahmemenge von {max}.',
  SELLER_MOQ_BELOW_MIN:
    'Die Mindestbestellmenge darf die Mindestabnahmemenge des Artikels von {min} nicht unterschreiten.',
  SELLER_SAMPLE_BELOW_COST: 'Der Musterpreis liegt unter dem Großhandelspreis von {cost} USDT.',
  SELLER_IMPORT_LINE: 'Zeile {line}: {reason}',
  SELLER_IMPORT_EMPTY:
    'Die Datei enthält keine Angebote: Nach der Kopfzeile steht jede Zeile für ein Angebot.',
  SELLER_IMPORT_TOO_LONG:
    'Die Datei enthält mehr als {max} Angebote. Teilen Sie sie in kleinere Dateien auf und importieren Sie jede einzeln.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'Die Kopfzeile nennt eine Spalte, die der Import nicht kennt, oder nennt sie doppelt: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'Die Kopfzeile muss die Spalte {column} enthalten.',
  SELLER_IMPORT_CELLS: 'Diese Zeile hat {count} Zellen, die Kopfzeile aber {expected}.',
  SELLER_IMPORT_QUOTE_OPEN:
    'In dieser Zeile beginnt eine Zelle in Anführungszeichen, die nie geschlossen wird.',
  SELLER_IMPORT_DUPLICATE: 'Dieses Angebot steht bereits in Zeile {first}.',
  SELLER_IMPORT_NOT_OWN: 'Dies ist kein Angebot Ihres Shops, oder es wurde gelöscht.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'Der Import ändert keine Rabatte: Lassen Sie den Rabatt wie exportiert und ändern Sie ihn in der Warenliste.',
  SELLER_IMAGE_INVALID:
    'Das Bild wurde unter den hochgeladenen Dateien nicht gefunden. Bitte laden Sie es erneut hoch.',
  SELLER_DATE_RANGE_INVALID:
    'Das Enddatum darf nicht vor dem Startdatum liegen, und ein Zeitraum umfasst höchstens 366 Tage.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Es können nur JPEG-, PNG-, WebP- oder GIF-Bilder hochgeladen werden.',
  UPLOAD_TOO_LARGE: 'Das Bild ist zu groß: höchstens {max} MB.',
  UPLOAD_TOO_MANY_PARTS: 'Ein Upload enthält ein Bild und wenige Felder; dieser hat zu viele Teile.',
  UPLOAD_TOO_MANY_PIXELS: 'Das Bild hat zu viele Pixel: höchstens {max} Megapixel.',
  SUBSCRIBE_EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Für diese E-Mail-Adresse besteht bereits ein Abonnement.',
  SUBSCRIBE_LINK_INVALID:
    'Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den vollständigen Link aus der E-Mail.',
  NOTICE_ORDER_PLACED: 'Bestellung aufgegeben, Zahlung ausstehend.',
  NOTICE_ORDER_PAID: 'Bestellung bezahlt. Die Bestätigung durch den Verkäufer steht noch aus.',
  NOTICE_ORDER_REMINDED: 'Der Käufer hat den Verkäufer an den Versand erinnert.',
  NOTICE_ORDER_PUSHED: 'Der Verkäufer hat die Bestellung bestätigt, die Ware wird bereitgestellt.',
  NOTICE_ORDER_SHIPPED: 'Versendet mit {carrier}, Sendungsnummer {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Die Sendung wurde in {place} vom Versanddienstleister abgeholt.',
  NOTICE_ORDER_DEPARTED: 'Die Sendung hat {place} verlassen.',
  NOTICE_ORDER_ARRIVED: 'Die Sendung ist in {place} angekommen.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Die Sendung ist in {place} in Zustellung.',
  NOTICE_ORDER_DELIVERED: 'Die Sendung wurde in {place} zugestellt.',
  NOTICE_ORDER_RECEIVED: 'Der Käufer hat den Erhalt bestätigt.',
  NOTICE_ORDER_AUTO_RECEIVED: 'Der Erhalt wurde {days} Tage nach dem Versand automatisch bestätigt.',
  NOTICE_ORDER_REVIEWED: 'Der Käufer hat die Bestellung bewertet.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Da nicht rechtzeitig eine Bewertung abgegeben wurde, hat das System eine positive Standardbewertung vergeben.',
  NOTICE_ORDER_COMPLETED: 'Bestellung abgeschlossen. Die Zahlung wurde an den Verkäufer ausgezahlt.',
  NOTICE_ORDER_CANCELLED: 'Der Käufer hat die Bestellung storniert.',
  NOTICE_ORDER_AUTO_CANCELLED:
    'Die Bestellung wurde automatisch storniert, da sie nicht rechtzeitig bezahlt wurde.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Nicht innerhalb von {hours} Stunden versendet: Der Käufer wurde mit {amount} USDT entschädigt.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Der Käufer hat eine Erstattung beantragt.',
  NOTICE_ORDER_REFUND_SUCCESS:
    'Erstattung erfolgreich: {amount} USDT wurden in die Wallet des Käufers zurückgebucht.',
  NOTICE_ORDER_REFUND_FAILED: 'Erstattung abgelehnt: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Die Plattform hat die Bestellung erstattet: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Ihr Code zum Zurücksetzen Ihres Caravan-Passworts',
  NOTICE_RESET_CODE_BODY:
    'Ihr Code zum Zurücksetzen Ihres Caravan-Passworts lautet {code}. Er ist {minutes} Minuten lang gültig. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort wurde nicht geändert.',
  AUTH_PASSWORD_WRONG: 'Das Passwort ist falsch.',
  AUTH_EMAIL_TAKEN: 'Diese E-Mail-Adresse ist bereits mit einem anderen Konto verknüpft.',
  AUTH_EMAIL_UNCHANGED: 'Diese E-Mail-Adresse ist bereits mit Ihrem Konto verknüpft und bestätigt.',
  AUTH_SMS_NOT_SUPPORTED:
    'Codes können nicht per SMS gesendet werden. Bitte verwenden Sie eine E-Mail-Adresse.',
  NOTICE_BIND_CODE_SUBJECT: 'Ihr Code zur Bestätigung Ihrer E-Mail-Adresse für Caravan',
  NOTICE_BIND_CODE_BODY:
    'Ihr Code, um diese E-Mail-Adresse mit dem Caravan-Konto {account} zu verknüpfen, lautet {code}. Er ist {minutes} Minuten lang gültig. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Die E-Mail-Adresse Ihres Caravan-Kontos wurde geändert',
  NOTICE_EMAIL_CHANGED_BODY:
    'Die E-Mail-Adresse des Caravan-Kontos {account} wurde in {email} geändert. Codes zum Zurücksetzen des Passworts werden jetzt an diese Adresse gesendet. Falls Sie diese Änderung nicht vorgenommen haben, wenden Sie sich umgehend an den Caravan-Kundenservice.',
  CREDIT_LOAN_IN_USE:
    'Sie haben bereits einen Kredit, der geprüft wird oder läuft. Zahlen Sie ihn zurück, bevor Sie einen weiteren beantragen.',
  CREDIT_IDENTITY_REQUIRED:
    'Voraussetzungen nicht erfüllt: Ihre Identität muss zuerst bestätigt werden (Mein Konto › Verkäufer werden).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Voraussetzungen nicht erfüllt: Das Konto ist eingeschränkt oder hat einen überfälligen, nicht zurückgezahlten Kredit.',
  CREDIT_AMOUNT_BELOW_MIN: 'Der beantragte Betrag liegt unter dem Mindestbetrag von {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Der beantragte Betrag liegt über dem Höchstbetrag von {max} USDT.',
  CREDIT_TERM_NOT_OFFERED:
    'Diese Kreditlaufzeit wird nicht angeboten. Wählen Sie eine der aufgeführten Laufzeiten.',
  CREDIT_PHOTO_INVALID:
    'Ein Dokumentfoto wurde unter Ihren Uploads nicht gefunden. Laden Sie es erneut hoch.',
  CREDIT_ALREADY_DECIDED: 'Über diesen Kreditantrag wurde bereits entschieden.',
  CREDIT_NOT_REPAYABLE: 'Dieser Kredit läuft nicht, daher gibt es nichts zurückzuzahlen.',
  CREDIT_PRODUCT_INVALID:
    'Die Krediteinstellungen sind widersprüchlich: Der Mindestbetrag darf den Höchstbetrag nicht übersteigen, und jede Laufzeit muss 1 bis 366 Tage betragen.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Ihr Caravan-Gründerkredit wurde genehmigt',
  NOTICE_CREDIT_APPROVED_BODY:
    'Ihr Kredit über {amount} USDT für {days} Tage wurde genehmigt und Ihrer Caravan-Wallet gutgeschrieben. Zahlen Sie {total} USDT bis {dueDate} zurück; eine vorzeitige Rückzahlung ist ohne Zusatzkosten möglich.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Ihr Caravan-Kreditantrag wurde nicht genehmigt',
  NOTICE_CREDIT_REJECTED_BODY:
    'Ihr Antrag auf einen Kredit über {amount} USDT wurde nicht genehmigt: {reason}. Sie können ihn korrigieren und erneut stellen.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Ihr Caravan-Kredit ist überfällig',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Ihr Kredit war am {dueDate} fällig. Bis zur Rückzahlung werden täglich Verzugszinsen von {rate} berechnet. Jetzt zurückzuzahlen: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Bestellung {orderNo} ist bezahlt',
  NOTICE_ORDER_PAID_BODY:
    'Wir haben Ihre Zahlung von {amount} USDT für die Bestellung {orderNo} erhalten. Der Shop lässt sie nun versenden.',
  NOTICE_ORDER_SOLD_TITLE: 'Neue bezahlte Bestellung {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'Die Bestellung {orderNo} wurde bezahlt ({amount} USDT). Kaufen Sie sie in Ihrem Verkäuferbereich zum Großhandelspreis von {cost} USDT ein, damit sie versendet wird.',
  NOTICE_ORDER_REMINDED_TITLE: 'Käufer bittet um Versand der Bestellung {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'Der Käufer der Bestellung {orderNo} hat Sie an den Versand erinnert. Wenn Sie sie noch nicht eingekauft haben, kaufen Sie sie in Ihrem Verkäuferzentrum ein, damit sie versendet wird.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Bestellung {orderNo} wurde versandt',
  NOTICE_ORDER_SHIPPED_BODY:
    'Ihre Bestellung {orderNo} wurde mit {carrier} versandt, Sendungsnummer {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Erstattung für Bestellung {orderNo} genehmigt',
  NOTICE_REFUND_APPROVED_BODY:
    'Ihre Erstattung von {amount} USDT für die Bestellung {orderNo} wurde genehmigt und Ihrer Caravan-Wallet gutgeschrieben.',
  NOTICE_REFUND_REFUSED_TITLE: 'Erstattung für Bestellung {orderNo} abgelehnt',
  NOTICE_REFUND_REFUSED_BODY:
    'Ihr Erstattungsantrag für die Bestellung {orderNo} wurde abgelehnt: {reason}. Die Bestellung läuft wie zuvor weiter.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Bestellung {orderNo} verspätet sich: Hier ist Ihre Entschädigung',
  NOTICE_LATE_COUPON_BODY:
    'Ihre Bestellung {orderNo} wurde nicht innerhalb von {hours} Stunden versendet. Das tut uns leid: Ein Gutschein über {amount} USDT Rabatt liegt jetzt unter Meine Gutscheine für Sie bereit.',
  NOTICE_LATE_CREDIT_BODY:
    'Ihre Bestellung {orderNo} wurde nicht innerhalb von {hours} Stunden versendet. Das tut uns leid: {amount} USDT wurden Ihrer Wallet gutgeschrieben.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Bestellung {orderNo} erstattet',
  NOTICE_ORDER_REFUNDED_BODY:
    'Die Plattform hat Ihre Bestellung {orderNo} erstattet: {reason}. {amount} USDT wurden Ihrer Caravan-Wallet gutgeschrieben.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Einzahlung bestätigt',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Ihre Einzahlung {orderNo} wurde bestätigt und {amount} USDT wurden Ihrer Caravan-Wallet gutgeschrieben.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Einzahlung abgelehnt',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Ihre Einzahlung {orderNo} wurde abgelehnt: {reason}. Ihrer Wallet wurde nichts gutgeschrieben; wenden Sie sich an den Kundenservice, wenn Sie dies für einen Fehler halten.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Auszahlung erfolgt',
  NOTICE_WITHDRAWAL_PAID_BODY:
    'Ihre Auszahlung {orderNo} über {amount} USDT wurde ausgezahlt (Gebühr: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Auszahlung abgelehnt',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Ihre Auszahlung {orderNo} wurde abgelehnt: {reason}. Die dafür reservierten {amount} USDT wurden Ihrer Caravan-Wallet wieder gutgeschrieben.',
  NOTICE_SELLER_APPROVED_TITLE: 'Ihr Shop ist eröffnet',
  NOTICE_SELLER_APPROVED_BODY:
    'Ihr Verkäuferantrag wurde genehmigt und Ihr Shop {storeName} ist eröffnet. Sie können jetzt in Ihrem Verkäuferbereich Waren einstellen.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Ihre Identität ist bestätigt',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Ihre Identitätsprüfung wurde genehmigt. Ihr Konto ist jetzt verifiziert.',
  NOTICE_SELLER_REJECTED_TITLE: 'Ihr Antrag wurde nicht genehmigt',
  NOTICE_SELLER_REJECTED_BODY:
    'Ihr Antrag wurde nicht genehmigt: {reason}. Sie können ihn korrigieren und erneut senden.',
  NOTICE_WELCOME_SUBJECT: 'Willkommen bei Caravan',
  NOTICE_WELCOME_BODY:
    'Vielen Dank, dass Sie Caravan abonniert haben. Um {email} zu bestätigen und Ihren Willkommensgutschein zu erhalten, öffnen Sie bitte diesen Link: {link} Bis zur Bestätigung sendet Caravan nichts weiter an diese Adresse. Wenn Sie nichts abonniert haben, können Sie diese E-Mail ignorieren.',
};
