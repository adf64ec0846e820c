import type { MessageCode } from '../notices.js';

export const af: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Die waarde van {field} is ongeldig.',
  COMMON_PARAM_MISSING: '{field} is verpligtend.',
  COMMON_PARAM_TOO_LONG: '{field} mag hoogstens {max} karakters lank wees.',
  COMMON_BODY_TOO_LARGE: 'Die versoek is te groot: hoogstens {max} KB.',
  COMMON_SYSTEM_ERROR: 'Iets het aan ons kant skeefgeloop. Probeer asseblief later weer.',
  COMMON_NOT_FOUND: 'Die bladsy of item wat jy versoek het, bestaan nie.',
  COMMON_RATE_LIMITED: 'Te veel versoeke. Wag asseblief ’n oomblik en probeer weer.',
  COMMON_METHOD_NOT_ALLOWED: 'Hierdie versoekmetode word nie hier toegelaat nie.',
  COMMON_NO_PERMISSION: 'Jy het nie toestemming om dit te doen nie.',
  COMMON_DUPLICATE_SUBMISSION: 'Hierdie versoek is reeds ingedien.',
  COMMON_NOT_SUPPORTED: 'Hierdie funksie is nie hier beskikbaar nie.',
  AUTH_NOT_LOGGED_IN: 'Jy is nie aangemeld nie. Meld asseblief eers aan.',
  AUTH_SESSION_EXPIRED: 'Jou sessie het verval. Meld asseblief weer aan.',
  AUTH_LOGIN_FAILED: 'Die rekening of wagwoord is verkeerd.',
  AUTH_ACCOUNT_LOCKED:
    'Ongeldige invoer is drie keer agtereenvolgens ingevoer. Probeer asseblief weer oor {minutes} minute.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Hierdie rekening is deur kliëntediens gesluit. Probeer asseblief weer oor {minutes} minute of kontak ons.',
  AUTH_ACCOUNT_DISABLED: 'Hierdie rekening is gesluit of gedeaktiveer.',
  AUTH_NOT_A_SELLER: 'Hierdie rekening het nie ’n winkel nie.',
  AUTH_CAPTCHA_FAILED: 'Skuifverifikasie het misluk. Probeer asseblief weer.',
  AUTH_CAPTCHA_EXPIRED: 'Die skuifverifikasie het verval. Skuif asseblief weer.',
  AUTH_AGREEMENT_REQUIRED: 'Lees en aanvaar asseblief die gebruikersooreenkoms.',
  AUTH_USERNAME_INVALID: 'Die gebruikersnaam moet uit 6 tot 24 letters of syfers bestaan.',
  AUTH_PHONE_INVALID: 'Voer asseblief ’n geldige telefoonnommer met die landkode in (minstens 8 syfers).',
  AUTH_EMAIL_INVALID:
    'Voer asseblief ’n geldige e-posadres in waarvan die deel voor die @ minstens 6 letters of syfers bevat.',
  AUTH_PASSWORD_INVALID: 'Die wagwoord moet 6 tot 12 karakters lank wees en sowel letters as syfers bevat.',
  AUTH_PASSWORDS_DIFFERENT: 'Die twee wagwoorde stem nie ooreen nie.',
  AUTH_OLD_PASSWORD_WRONG: 'Die ou wagwoord is verkeerd.',
  AUTH_ACCOUNT_EXISTS: 'Hierdie rekening is reeds geregistreer.',
  AUTH_AGENT_CODE_INVALID: 'Die uitnodigingskode is ongeldig.',
  AUTH_CODE_WRONG: 'Die verifikasiekode is verkeerd of het verval.',
  AUTH_CODE_TOO_FREQUENT:
    '’n Kode is onlangs gestuur. Wag asseblief {seconds} sekondes voordat jy weer een aanvra.',
  AUTH_SAFEWORD_INVALID: 'Die fondswagwoord moet presies 6 syfers wees.',
  AUTH_SAFEWORD_NOT_SET: 'Stel asseblief eers ’n fondswagwoord in.',
  AUTH_SAFEWORD_ALREADY_SET: '’n Fondswagwoord is reeds ingestel. Verander dit eerder.',
  AUTH_SAFEWORD_WRONG: 'Die fondswagwoord is verkeerd. Jy het vandag nog {remaining} pogings oor.',
  AUTH_SAFEWORD_LOCKED: 'Die wagwoord is meer as 3 keer verkeerd ingevoer. Probeer asseblief môre weer.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Die rekening kan nie gekanselleer word terwyl daar ’n saldo is nie. Onttrek asseblief eers die saldo.',
  AUTH_CANCEL_LOAN_OPEN:
    'Die rekening kan nie gekanselleer word terwyl jy ’n lening het wat hersien word of nog nie terugbetaal is nie. Wag vir die besluit oor jou aansoek, of betaal eers die lening terug.',
  AUTH_CANCEL_ORDER_OPEN:
    'Die rekening kan nie gekanselleer word terwyl ’n bestelling wat jy gekoop of verkoop het, onvoltooid is nie (betaal maar nog nie voltooi nie, of ’n terugbetaling is aan die gang). Wag asseblief totdat dit voltooi of terugbetaal is.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Die rekening kan nie gekanselleer word terwyl ’n deposito verwerk word nie. Wag asseblief totdat dit gekrediteer of afgekeur is.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Die rekening kan nie gekanselleer word terwyl ’n onttrekking verwerk word nie. Wag asseblief totdat dit uitbetaal of afgekeur is.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Jou saldo van {balance} USDT is onder die minimum onttrekking van {min} USDT en kan nie onttrek word nie. Bevestig dat jy dit prysgee om die rekening te sluit.',
  ADMIN_OPERATOR_EXISTS: '’n Operateur met hierdie gebruikersnaam bestaan reeds.',
  ADMIN_CANNOT_CHANGE_SELF: 'Jy kan nie jou eie rol of status verander nie.',
  ADMIN_SYSPARA_UNKNOWN: 'Daar is geen stelselparameter {code} nie.',
  ADMIN_SYSPARA_INVALID: 'Die waarde vir {code} is ongeldig vir die tipe en grense daarvan.',
  ADMIN_STATE_UNCHANGED: 'Niks om te verander nie: dit is reeds in daardie toestand.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Hierdie operateur kan nie ondersteuningsgesprekke oorneem nie: die rekening is onbekend of gedeaktiveer, of sy rol beantwoord nie kliëntediens nie.',
  CATALOG_GOODS_NOT_FOUND: 'Hierdie produk bestaan nie.',
  CATALOG_GOODS_OFF_SHELF: 'Hierdie produk is nie meer te koop nie.',
  CATALOG_SHOP_NOT_FOUND: 'Hierdie winkel bestaan nie of is gesluit.',
  CATALOG_CATEGORY_NOT_FOUND: 'Hierdie kategorie bestaan nie.',
  CATALOG_ALREADY_KEPT: 'Hierdie produk is reeds in jou gunstelinge.',
  CATALOG_ALREADY_FOLLOWED: 'Jy volg reeds hierdie winkel.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Jy kan nie jou eie winkel volg nie.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Verkopers kan nie ander winkels volg nie.',
  KYC_PENDING: 'Jou aansoek word hersien. Jy kan dit verander sodra daaroor besluit is.',
  KYC_ALREADY_VERIFIED: 'Jou identiteit is reeds geverifieer.',
  KYC_ALREADY_SELLER: "Hierdie rekening het reeds 'n winkel.",
  KYC_PHOTO_INVALID: "'n Identiteitsfoto is nie tussen jou oplaaie gevind nie. Laai dit weer op.",
  KYC_STORE_NAME_TAKEN: "'n Winkel met hierdie naam bestaan reeds. Kies 'n ander naam.",
  KYC_ALREADY_DECIDED: 'Daar is reeds oor hierdie aansoek besluit.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Hierdie kategorie kan nie uitgevee word terwyl dit {goods} produkte en {children} subkategorieë bevat nie. Skuif hulle eers.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    "Kategorieë het twee vlakke: die ouer van 'n subkategorie moet 'n topvlak-kategorie wees, en 'n kategorie met subkategorieë kan nie 'n subkategorie word nie.",
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Die subkategorie behoort nie aan die gekose kategorie nie.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Hierdie banier bestaan nie.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Die einde van die skedule moet ná die begin wees.',
  WALLET_INSUFFICIENT_BALANCE: 'Onvoldoende saldo. Deponeer asseblief eers.',
  WALLET_AMOUNT_INVALID: 'Voer ’n bedrag groter as 0 in met hoogstens {decimals} desimale plekke.',
  WALLET_DEPOSIT_BELOW_MIN: 'Die minimum deposito is {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Die maksimum deposito is {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Deposito’s is tans gesluit. Probeer asseblief later weer.',
  WALLET_CHANNEL_CLOSED: 'Hierdie depositokanaal is nie oop nie.',
  WALLET_CHAIN_INVALID: 'Kies ’n netwerk wat vir hierdie geldeenheid aangebied word.',
  WALLET_CERTIFICATE_REQUIRED: 'Laai asseblief die betalingsbewys op.',
  WALLET_CARD_NUMBER_INVALID: 'Voer ’n geldige bankkaartnommer in.',
  WALLET_BANK_ACCOUNT_INVALID:
    'Voer die rekeningnommer (6 tot 34 syfers) of die IBAN van die ontvangrekening in.',
  WALLET_IBAN_INVALID:
    'Hierdie IBAN is ongeldig: sy kontrolesyfers klop nie. Vergelyk elke karakter met u bankstaat.',
  WALLET_SWIFT_INVALID: 'Voer die bank se SWIFT/BIC-kode in: 8 of 11 letters en syfers, soos EBILAEAD.',
  WALLET_RATE_MISSING: 'Geen wisselkoers is vir {coin} ingestel nie. Probeer asseblief later weer.',
  WALLET_PAYMENT_LINK_FAILED:
    'Die betaalskakel kon nie geskep word nie. Probeer asseblief ’n ander betaalmetode.',
  WALLET_NO_PAYMENT_METHOD: 'Geen betaalmetode is vir hierdie bedrag beskikbaar nie.',
  WALLET_PAYMENT_FAILED: 'Die betaling het nie deurgegaan nie. Geen geld is van jou beursie afgetrek nie.',
  WALLET_ALREADY_DECIDED: 'Hierdie versoek is reeds verwerk.',
  WALLET_WITHDRAWALS_CLOSED: 'Onttrekkings is tans gesluit. Probeer asseblief later weer.',
  WALLET_WITHDRAW_BELOW_MIN: 'Die minimum onttrekking is {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Die maksimum onttrekking is {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Onttrekkings word slegs tussen {hours} (Chinese tyd) aanvaar.',
  WALLET_WITHDRAW_DAILY_LIMIT: 'Jy kan hoogstens {count} keer per dag onttrek. Probeer asseblief môre weer.',
  WALLET_WITHDRAW_IN_PROGRESS: '’n Onttrekking word reeds verwerk. Wag asseblief totdat dit afgehandel is.',
  WALLET_ADDRESS_REQUIRED: 'Koppel asseblief eers ’n onttrekkingsadres.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Slegs een onttrekkingsadres kan gekoppel word.',
  WALLET_ADDRESS_INVALID: 'Hierdie adres is nie geldig vir die gekose netwerk nie.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Die hoof- en kleinletters van hierdie adres pas nie by sy kontrolesom nie, dus is ’n karakter verkeerd. Kopieer dit weer uit jou beursie.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Hierdie Ethereum-adres is heeltemal in kleinletters (of heeltemal in hoofletters), dus het dit geen kontrolesom nie en ’n tikfout sal nie raakgesien word nie. Kopieer dit met sy hoofletters uit jou beursie, of bevestig dat jy elke karakter nagegaan het.',
  WALLET_ADDRESS_ZERO:
    'Dit is die nul-adres: niks wat daarheen gestuur word, kan ooit bestee word nie. Voer jou eie beursie se adres in.',
  WALLET_RATE_CHANGED:
    'Die {coin}-koers het pas na {rate} USDT verander. Kontroleer wat jy sal ontvang en bevestig weer.',
  ADDRESS_LIMIT_REACHED:
    'Jy kan hoogstens {max} afleweringsadresse hou. Skrap een om ’n ander een by te voeg.',
  ADDRESS_REQUIRED: 'Kies asseblief ’n afleweringsadres.',
  ADDRESS_REGION_INVALID: 'Die land, provinsie of stad is ongeldig. Kies dit asseblief weer.',
  CART_ALREADY_ADDED: 'Hierdie produk is reeds in jou inkopiemandjie.',
  CART_FULL: 'Jou mandjie kan hoogstens {max} produkte bevat.',
  CART_LINE_UNREADABLE: "Skryf 'n item-ID en 'n heel hoeveelheid, geskei deur 'n komma.",
  CART_ITEM_UNKNOWN: 'Geen aanbod of SKU het hierdie ID nie.',
  CART_ITEM_AMBIGUOUS:
    "Verskeie winkels verkoop hierdie SKU: skryf die aanbod se ID en die SKU s'n as aanbod/SKU.",
  CART_ITEM_NEEDS_SKU: 'Hierdie aanbod het verskeie opsies: skryf aanbod/SKU met die opsie se SKU-ID.',
  CART_BATCH_TOO_LONG: 'Voeg hoogstens {max} reëls op een slag by.',
  ORDER_NOTHING_SELECTED: 'Kies asseblief die produkte wat jy wil koop.',
  ORDER_BELOW_MIN: 'Die hoeveelheid is minder as die minimum aankoop van {min}.',
  ORDER_ABOVE_MAX: 'Die hoeveelheid is meer as die maksimum aankoop van {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Hierdie produk word in pakke van {pack} verkoop: bestel ’n veelvoud van {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Hierdie produk het geen monster wat bestel kan word nie.',
  ORDER_SAMPLE_OVER_LIMIT: '’n Monster van hierdie produk is hoogstens {max} eenhede.',
  ORDER_SAMPLE_TAKEN: 'Jy het reeds ’n monster van hierdie produk bestel.',
  ORDER_OWN_SHOP: 'Jy kan nie produkte uit jou eie winkel koop nie.',
  ORDER_OUT_OF_STOCK: 'Daar is nie genoeg voorraad van hierdie produk oor nie.',
  ORDER_NOT_PAYABLE: 'Hierdie bestelling kan nie meer betaal word nie.',
  ORDER_CANNOT_CANCEL: 'Slegs ’n bestelling wat op betaling wag, kan gekanselleer word.',
  ORDER_CANNOT_REMIND:
    '’n Herinnering kan slegs gestuur word vir ’n betaalde bestelling wat op versending wag.',
  ORDER_ALREADY_REMINDED: '’n Herinnering is reeds vir hierdie bestelling gestuur.',
  ORDER_CANNOT_RECEIPT: 'Slegs ’n gestuurde bestelling kan as ontvang bevestig word.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    "Hierdie rede geld vir goedere wat jy ontvang het, en hierdie bestelling is nog nie gestuur nie. Kies asseblief 'n ander rede.",
  ORDER_SHIPPED_NO_REFUND:
    '’n Gestuurde bestelling kan nie terugbetaal word terwyl dit onderweg is nie. Jy kan ’n terugbetaling aanvra sodra dit aankom.',
  ORDER_REFUND_NOT_ALLOWED:
    'Terugbetalings kan nie aangevra word vir bestellings wat op betaling wag, voltooi of gekanselleer is nie.',
  ORDER_REFUND_WINDOW_CLOSED: 'Die terugsendingstydperk van {days} dae vir hierdie bestelling het verstryk.',
  ORDER_REFUND_EXISTS: '’n Terugbetaling is reeds vir hierdie bestelling aangevra.',
  ORDER_NO_REFUND_PENDING: 'Hierdie bestelling het geen terugbetaling wat op ’n besluit wag nie.',
  ORDER_CANNOT_REVIEW: 'Slegs ’n ontvangde bestelling kan geresenseer word.',
  ORDER_ALREADY_REVIEWED: 'Hierdie produk is reeds geresenseer.',
  ORDER_CANNOT_PURCHASE: 'Slegs ’n betaalde bestelling kan vir versending aangekoop word.',
  ORDER_CANNOT_SHIP: 'Slegs ’n bestelling wat die verkoper aangekoop het, kan gestuur word.',
  COUPON_NOT_STARTED: 'Jy kan hierdie koepon nog nie opeis nie.',
  COUPON_ENDED: 'Hierdie koepon het verval.',
  COUPON_SOLD_OUT: 'Al hierdie koepons is reeds opgeëis.',
  COUPON_LIMIT_REACHED: 'Jy kan hoogstens {max} van hierdie koepon hê.',
  COUPON_OWN_SHOP: 'Jy kan nie jou eie winkel se koepon opeis nie.',
  COUPON_NOT_HELD: 'Jy het nie hierdie koepon nie, of dit is reeds gebruik.',
  COUPON_NOT_APPLICABLE: 'Hierdie koepon kan nie vir hierdie produkte gebruik word nie.',
  COUPON_MIN_SPEND: 'Hierdie koepon vereis produkte ter waarde van minstens {min} USDT.',
  COUPON_ONE_PER_ORDER: 'Gebruik hoogstens een winkelkoepon per winkel en een platformkoepon per betaling.',
  COUPON_WINDOW_INVALID: 'Die koepon moet ná sy begin eindig en hoogstens {days} dae lank geldig wees.',
  COUPON_TERMS_LOCKED:
    'Kopers het hierdie koepon reeds opgeëis: slegs die titel, hoeveelheid en einde kan nog verander.',
  COUPON_TOTAL_BELOW_CLAIMED:
    'Die hoeveelheid kan nie minder wees as die {claimed} wat reeds opgeëis is nie.',
  SELLER_PRICE_OUT_OF_RANGE: 'Die verkoopprys moet tussen {min} en {max} USDT wees.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Die winsverhouding moet tussen {min}% en {max}% wees.',
  SELLER_DISCOUNT_BELOW_COST: 'Met hierdie afslag sou {name} onder sy groothandelprys verkoop.',
  SELLER_DISCOUNT_WINDOW_INVALID: 'Die afslag moet ná sy begin eindig, en sy einde moet in die toekoms wees.',
  SELLER_TIER_COUNT: '’n Prysskaal het 1 tot {max} vlakke.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Die eerste vlak moet by die minimum bestelhoeveelheid van {moq} begin.',
  SELLER_TIER_MIN_NOT_RISING:
    'Vlak {rung}: sy minimum hoeveelheid moet hoër wees as dié van die vorige vlak.',
  SELLER_TIER_PRICE_NOT_FALLING: 'Vlak {rung}: sy eenheidsprys moet laer wees as dié van die vorige vlak.',
  SELLER_TIER_BELOW_COST: 'Vlak {rung}: die eenheidsprys is laer as die groothandelprys van {cost} USDT.',
  SELLER_TIER_NOT_PACK:
    'Vlak {rung}: sy minimum hoeveelheid moet ’n veelvoud van die pakgrootte van {pack} wees.',
  SELLER_TIER_ABOVE_MAX: 'Vlak {rung}: sy minimum hoeveelheid is meer as die maksimum aankoop van {max}.',
  SELLER_MOQ_BELOW_MIN:
    'Die minimum bestelhoeveelheid mag nie minder wees as die produk se eie minimum aankoop van {min} nie.',
  SELLER_SAMPLE_BELOW_COST: 'Die monsterprys is laer as die groothandelprys van {cost} USDT.',
  SELLER_IMPORT_LINE: 'Reël {line}: {reason}',
  SELLER_IMPORT_EMPTY: 'Die lêer het geen aanbiedings nie: ná die opskrifreël is elke reël een aanbieding.',
  SELLER_IMPORT_TOO_LONG:
    'Die lêer het meer as {max} aanbiedings. Verdeel dit in kleiner lêers en voer elkeen in.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    "Die opskrifreël noem 'n kolom wat die invoer nie ken nie, of noem dit twee keer: {column}.",
  SELLER_IMPORT_COLUMN_MISSING: 'Die opskrifreël moet die kolom {column} noem.',
  SELLER_IMPORT_CELLS: 'Hierdie reël het {count} selle, maar die opskrifreël het {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: "'n Sel tussen aanhalingstekens begin op hierdie reël en word nooit gesluit nie.",
  SELLER_IMPORT_DUPLICATE: 'Hierdie aanbieding is reeds op reël {first}.',
  SELLER_IMPORT_NOT_OWN: "Dit is nie 'n aanbieding van jou winkel nie, of dit is geskrap.",
  SELLER_IMPORT_DISCOUNT_FIXED:
    'Die invoer verander nie afslag nie: laat die afslag soos uitgevoer en verander dit in die goederelys.',
  SELLER_IMAGE_INVALID: 'Die prent is nie tussen die oplaaie gevind nie. Laai dit asseblief weer op.',
  SELLER_DATE_RANGE_INVALID:
    'Die einddatum kan nie voor die begindatum wees nie, en ’n tydperk kan hoogstens 366 dae dek.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Slegs JPEG-, PNG-, WebP- of GIF-beelde kan opgelaai word.',
  UPLOAD_TOO_LARGE: 'Die beeld is te groot: hoogstens {max} MB.',
  UPLOAD_TOO_MANY_PARTS: "'n Oplaai bevat een beeld en 'n paar velde; hierdie een het te veel dele.",
  UPLOAD_TOO_MANY_PIXELS: 'Die beeld het te veel pixels: hoogstens {max} megapixels.',
  SUBSCRIBE_EMAIL_INVALID: 'Voer asseblief ’n geldige e-posadres in.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Hierdie e-posadres is reeds ingeteken.',
  SUBSCRIBE_LINK_INVALID:
    'Hierdie bevestigingskakel is nie geldig nie. Maak die volledige skakel uit die e-pos oop.',
  NOTICE_ORDER_PLACED: 'Bestelling geplaas, wag op betaling.',
  NOTICE_ORDER_PAID: 'Bestelling betaal. Wag vir die verkoper om dit te bevestig.',
  NOTICE_ORDER_REMINDED: 'Die koper het die verkoper herinner om die bestelling te stuur.',
  NOTICE_ORDER_PUSHED: 'Die verkoper het die bestelling bevestig en die voorraad word voorberei.',
  NOTICE_ORDER_SHIPPED: 'Gestuur met {carrier}, naspoornommer {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Die pakkie is deur die koerier in {place} afgehaal.',
  NOTICE_ORDER_DEPARTED: 'Die pakkie het {place} verlaat.',
  NOTICE_ORDER_ARRIVED: 'Die pakkie het in {place} aangekom.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Die pakkie is in {place} op pad vir aflewering.',
  NOTICE_ORDER_DELIVERED: 'Die pakkie is in {place} afgelewer.',
  NOTICE_ORDER_RECEIVED: 'Die koper het ontvangs bevestig.',
  NOTICE_ORDER_AUTO_RECEIVED: 'Ontvangs is {days} dae ná versending outomaties bevestig.',
  NOTICE_ORDER_REVIEWED: 'Die koper het die bestelling geresenseer.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Geen resensie is betyds gelaat nie, dus het die stelsel outomaties ’n goeie resensie gegee.',
  NOTICE_ORDER_COMPLETED: 'Bestelling voltooi. Die betaling is aan die verkoper oorbetaal.',
  NOTICE_ORDER_CANCELLED: 'Die koper het die bestelling gekanselleer.',
  NOTICE_ORDER_AUTO_CANCELLED:
    'Die bestelling is outomaties gekanselleer omdat dit nie betyds betaal is nie.',
  NOTICE_ORDER_LATE_COMPENSATED: 'Nie binne {hours} uur gestuur nie: die koper is met {amount} USDT vergoed.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Die koper het ’n terugbetaling aangevra.',
  NOTICE_ORDER_REFUND_SUCCESS: 'Terugbetaling suksesvol: {amount} USDT is terug in die koper se beursie.',
  NOTICE_ORDER_REFUND_FAILED: 'Terugbetaling geweier: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Die platform het die bestelling terugbetaal: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Jou kode om jou Caravan-wagwoord terug te stel',
  NOTICE_RESET_CODE_BODY:
    'Jou kode om jou Caravan-wagwoord terug te stel, is {code}. Dit is {minutes} minute lank geldig. As jy dit nie aangevra het nie, kan jy hierdie e-pos ignoreer: jou wagwoord het nie verander nie.',
  AUTH_PASSWORD_WRONG: 'Die wagwoord is verkeerd.',
  AUTH_EMAIL_TAKEN: 'Hierdie e-posadres is reeds aan ’n ander rekening gekoppel.',
  AUTH_EMAIL_UNCHANGED: 'Hierdie e-posadres is reeds aan jou rekening gekoppel en geverifieer.',
  AUTH_SMS_NOT_SUPPORTED: 'Kodes kan nie per SMS gestuur word nie. Gebruik asseblief ’n e-posadres.',
  NOTICE_BIND_CODE_SUBJECT: 'Jou kode om jou e-posadres vir Caravan te bevestig',
  NOTICE_BIND_CODE_BODY:
    'Jou kode om hierdie e-posadres aan die Caravan-rekening {account} te koppel, is {code}. Dit is {minutes} minute lank geldig. As jy dit nie aangevra het nie, kan jy hierdie e-pos ignoreer.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Die e-posadres van jou Caravan-rekening is verander',
  NOTICE_EMAIL_CHANGED_BODY:
    'Die e-posadres van die Caravan-rekening {account} is na {email} verander. Kodes om die wagwoord terug te stel, word voortaan soontoe gestuur. As jy nie hierdie verandering aangebring het nie, kontak Caravan-kliëntediens dadelik.',
  CREDIT_LOAN_IN_USE:
    'Jy het reeds ’n lening wat hersien word of in gebruik is. Betaal dit terug voordat jy om nog een aansoek doen.',
  CREDIT_IDENTITY_REQUIRED:
    'Kwalifikasievoorwaardes nie nagekom nie: jou identiteit moet eers geverifieer word (My rekening › Word ’n verkoper).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Kwalifikasievoorwaardes nie nagekom nie: die rekening is beperk of het ’n onbetaalde agterstallige lening.',
  CREDIT_AMOUNT_BELOW_MIN: 'Die bedrag waarvoor aansoek gedoen is, is minder as die minimum van {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Die bedrag waarvoor aansoek gedoen is, is meer as die maksimum van {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Hierdie leningstermyn word nie aangebied nie. Kies een van die gelyste termyne.',
  CREDIT_PHOTO_INVALID: '’n Dokumentfoto is nie tussen jou oplaaie gevind nie. Laai dit weer op.',
  CREDIT_ALREADY_DECIDED: 'Daar is reeds oor hierdie leningsaansoek besluit.',
  CREDIT_NOT_REPAYABLE: 'Hierdie lening is nie in gebruik nie, so daar is niks om terug te betaal nie.',
  CREDIT_PRODUCT_INVALID:
    'Die leningsinstellings is nie konsekwent nie: die minimum mag nie die maksimum oorskry nie en elke termyn moet 1 tot 366 dae wees.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Jou Caravan-aanvangslening is goedgekeur',
  NOTICE_CREDIT_APPROVED_BODY:
    'Jou lening van {amount} USDT vir {days} dae is goedgekeur en in jou Caravan-beursie inbetaal. Betaal {total} USDT teen {dueDate} terug; jy kan vroeër terugbetaal sonder ekstra koste.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Jou Caravan-leningsaansoek is nie goedgekeur nie',
  NOTICE_CREDIT_REJECTED_BODY:
    'Jou aansoek om ’n lening van {amount} USDT is nie goedgekeur nie: {reason}. Jy kan dit regstel en weer aansoek doen.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Jou Caravan-lening is agterstallig',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Jou lening was op {dueDate} betaalbaar. Totdat dit terugbetaal is, word die agterstallige koers van {rate} per dag bygevoeg. Om nou terug te betaal: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Bestelling {orderNo} is betaal',
  NOTICE_ORDER_PAID_BODY:
    'Ons het jou betaling van {amount} USDT vir bestelling {orderNo} ontvang. Die winkel sal dit nou laat versend.',
  NOTICE_ORDER_SOLD_TITLE: 'Nuwe betaalde bestelling {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'Bestelling {orderNo} is betaal ({amount} USDT). Koop dit in jou verkopersentrum teen die groothandelskoste van {cost} USDT sodat dit versend word.',
  NOTICE_ORDER_REMINDED_TITLE: 'Koper vra dat bestelling {orderNo} gestuur word',
  NOTICE_ORDER_REMINDED_BODY:
    'Die koper van bestelling {orderNo} het jou herinner om dit te stuur. As jy dit nog nie aangekoop het nie, koop dit in jou verkopersentrum aan sodat dit gestuur word.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Bestelling {orderNo} is versend',
  NOTICE_ORDER_SHIPPED_BODY:
    'Jou bestelling {orderNo} is deur {carrier} versend, naspoornommer {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Terugbetaling vir bestelling {orderNo} goedgekeur',
  NOTICE_REFUND_APPROVED_BODY:
    'Jou terugbetaling van {amount} USDT vir bestelling {orderNo} is goedgekeur en in jou Caravan-beursie terugbetaal.',
  NOTICE_REFUND_REFUSED_TITLE: 'Terugbetaling vir bestelling {orderNo} geweier',
  NOTICE_REFUND_REFUSED_BODY:
    'Jou versoek om terugbetaling vir bestelling {orderNo} is geweier: {reason}. Die bestelling gaan voort soos voorheen.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Bestelling {orderNo} is laat: hier is ’n vergoeding',
  NOTICE_LATE_COUPON_BODY:
    'Bestelling {orderNo} is nie binne {hours} uur gestuur nie. Ons is jammer: ’n koepon van {amount} USDT afslag is nou in My koepons.',
  NOTICE_LATE_CREDIT_BODY:
    'Bestelling {orderNo} is nie binne {hours} uur gestuur nie. Ons is jammer: {amount} USDT is by jou beursie gevoeg.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Bestelling {orderNo} terugbetaal',
  NOTICE_ORDER_REFUNDED_BODY:
    'Die platform het jou bestelling {orderNo} terugbetaal: {reason}. {amount} USDT is terug in jou Caravan-beursie.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Deposito bevestig',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Jou deposito {orderNo} is bevestig en {amount} USDT is by jou Caravan-beursie gevoeg.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Deposito geweier',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Jou deposito {orderNo} is geweier: {reason}. Niks is by jou beursie gevoeg nie; kontak kliëntediens as jy dink dit is ’n fout.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Onttrekking uitbetaal',
  NOTICE_WITHDRAWAL_PAID_BODY: 'Jou onttrekking {orderNo} van {amount} USDT is uitbetaal (fooi: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Onttrekking geweier',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Jou onttrekking {orderNo} is geweier: {reason}. Die {amount} USDT wat daarvoor gehou is, is terug in jou Caravan-beursie.',
  NOTICE_SELLER_APPROVED_TITLE: 'Jou winkel is oop',
  NOTICE_SELLER_APPROVED_BODY:
    'Jou verkopersaansoek is goedgekeur en jou winkel {storeName} is oop. Jy kan nou goedere in jou verkopersentrum lys.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Jou identiteit is bevestig',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Jou identiteitskontrole is goedgekeur. Jou rekening is nou geverifieer.',
  NOTICE_SELLER_REJECTED_TITLE: 'Jou aansoek is nie goedgekeur nie',
  NOTICE_SELLER_REJECTED_BODY:
    'Jou aansoek is nie goedgekeur nie: {reason}. Jy kan dit regstel en weer stuur.',
  NOTICE_WELCOME_SUBJECT: 'Welkom by Caravan',
  NOTICE_WELCOME_BODY:
    'Dankie dat jy by Caravan ingeteken het. Om {email} te bevestig en jou welkomskoepon te ontvang, maak hierdie skakel oop: {link} Totdat die adres bevestig is, stuur Caravan niks verder daarheen nie. As jy nie ingeteken het nie, kan jy hierdie e-pos ignoreer.',
};
