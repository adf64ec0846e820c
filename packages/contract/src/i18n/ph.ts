import type { MessageCode } from '../notices.js';

export const ph: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Hindi wasto ang halaga ng {field}.',
  COMMON_PARAM_MISSING: 'Kinakailangan ang {field}.',
  COMMON_PARAM_TOO_LONG: 'Hanggang {max} na character lamang ang maaaring ilagay sa {field}.',
  COMMON_BODY_TOO_LARGE: 'Masyadong malaki ang request: hanggang {max} KB lamang.',
  COMMON_SYSTEM_ERROR: 'Nagkaroon ng problema sa aming panig. Pakisubukang muli mamaya.',
  COMMON_NOT_FOUND: 'Hindi umiiral ang pahina o item na hinahanap mo.',
  COMMON_RATE_LIMITED: 'Masyadong maraming kahilingan. Maghintay sandali at subukang muli.',
  COMMON_METHOD_NOT_ALLOWED: 'Hindi pinapayagan dito ang paraan ng kahilingang ito.',
  COMMON_NO_PERMISSION: 'Wala kang pahintulot na gawin ito.',
  COMMON_DUPLICATE_SUBMISSION: 'Naipadala na ang kahilingang ito.',
  COMMON_NOT_SUPPORTED: 'Hindi available dito ang feature na ito.',
  AUTH_NOT_LOGGED_IN: 'Hindi ka pa naka-log in. Mag-log in muna.',
  AUTH_SESSION_EXPIRED: 'Nag-expire na ang iyong session. Mag-log in muli.',
  AUTH_LOGIN_FAILED: 'Mali ang account o password.',
  AUTH_ACCOUNT_LOCKED:
    'Tatlong beses nang sunud-sunod na mali ang inilagay. Pakisubukang muli pagkalipas ng {minutes} minuto.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Ini-lock ng serbisyo sa customer ang account na ito. Pakisubukang muli pagkalipas ng {minutes} minuto o makipag-ugnayan sa amin.',
  AUTH_ACCOUNT_DISABLED: 'Naka-lock o naka-disable ang account na ito.',
  AUTH_NOT_A_SELLER: 'Walang tindahan ang account na ito.',
  AUTH_CAPTCHA_FAILED: 'Nabigo ang pag-verify sa pamamagitan ng pag-slide. Pakisubukang muli.',
  AUTH_CAPTCHA_EXPIRED: 'Nag-expire na ang pag-verify sa pamamagitan ng pag-slide. Mag-slide muli.',
  AUTH_AGREEMENT_REQUIRED: 'Basahin at tanggapin ang kasunduan ng user.',
  AUTH_USERNAME_INVALID: 'Ang user name ay dapat binubuo ng 6 hanggang 24 na titik o numero.',
  AUTH_PHONE_INVALID:
    'Maglagay ng wastong numero ng telepono kasama ang country code nito (hindi bababa sa 8 digit).',
  AUTH_EMAIL_INVALID:
    'Maglagay ng wastong e-mail address na may hindi bababa sa 6 na titik o numero bago ang @.',
  AUTH_PASSWORD_INVALID:
    'Ang password ay dapat 6 hanggang 12 character at may kasamang parehong titik at numero.',
  AUTH_PASSWORDS_DIFFERENT: 'Hindi magkatugma ang dalawang password.',
  AUTH_OLD_PASSWORD_WRONG: 'Mali ang lumang password.',
  AUTH_ACCOUNT_EXISTS: 'Nakarehistro na ang account na ito.',
  AUTH_AGENT_CODE_INVALID: 'Hindi wasto ang code ng imbitasyon.',
  AUTH_CODE_WRONG: 'Mali o nag-expire na ang verification code.',
  AUTH_CODE_TOO_FREQUENT: 'Kapapadala lang ng code. Maghintay ng {seconds} segundo bago humiling muli.',
  AUTH_SAFEWORD_INVALID: 'Ang password sa pondo ay dapat eksaktong 6 na digit.',
  AUTH_SAFEWORD_NOT_SET: 'Magtakda muna ng password sa pondo.',
  AUTH_SAFEWORD_ALREADY_SET: 'May nakatakda nang password sa pondo. Palitan na lang ito.',
  AUTH_SAFEWORD_WRONG: 'Mali ang password sa pondo. May {remaining} pagsubok ka pang natitira ngayong araw.',
  AUTH_SAFEWORD_LOCKED: 'Lumampas na sa 3 beses ang pagsubok sa password. Pakisubukang muli bukas.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Hindi maaaring kanselahin ang account habang may balanse pa ito. I-withdraw muna ang balanse.',
  AUTH_CANCEL_LOAN_OPEN:
    'Hindi maaaring kanselahin ang account habang may pautang kang sinusuri pa o hindi pa nababayaran. Hintayin ang desisyon sa iyong aplikasyon, o bayaran muna ang pautang.',
  AUTH_CANCEL_ORDER_OPEN:
    'Hindi maaaring kanselahin ang account habang may order na binili o ibinenta mo na hindi pa tapos (bayad na pero hindi pa kumpleto, o may refund na isinasagawa). Hintayin munang makumpleto o ma-refund ito.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Hindi maaaring kanselahin ang account habang may depositong pinoproseso pa. Hintayin munang ma-credit o ma-reject ito.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Hindi maaaring kanselahin ang account habang may withdrawal na pinoproseso pa. Hintayin munang maibayad o ma-reject ito.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Ang iyong balanse na {balance} USDT ay mas mababa sa minimum na withdrawal na {min} USDT at hindi ito mawi-withdraw. Para isara ang account, kumpirmahing isinusuko mo ito.',
  ADMIN_OPERATOR_EXISTS: 'May operator nang gumagamit ng user name na ito.',
  ADMIN_CANNOT_CHANGE_SELF: 'Hindi mo maaaring baguhin ang sarili mong tungkulin o katayuan.',
  ADMIN_SYSPARA_UNKNOWN: 'Walang parameter ng system na {code}.',
  ADMIN_SYSPARA_INVALID: 'Hindi wasto ang halaga para sa {code} ayon sa uri at mga limitasyon nito.',
  ADMIN_STATE_UNCHANGED: 'Walang kailangang baguhin: nasa ganoong estado na ito.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Hindi maaaring humawak ng mga usapan sa suporta ang operator na ito: hindi kilala o naka-disable ang account, o hindi sumasagot sa serbisyo sa customer ang tungkulin nito.',
  CATALOG_GOODS_NOT_FOUND: 'Hindi umiiral ang produktong ito.',
  CATALOG_GOODS_OFF_SHELF: 'Hindi na ibinebenta ang produktong ito.',
  CATALOG_SHOP_NOT_FOUND: 'Hindi umiiral o sarado na ang tindahang ito.',
  CATALOG_CATEGORY_NOT_FOUND: 'Hindi umiiral ang kategoryang ito.',
  CATALOG_ALREADY_KEPT: 'Nasa mga paborito mo na ang produktong ito.',
  CATALOG_ALREADY_FOLLOWED: 'Sinusundan mo na ang tindahang ito.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Hindi mo maaaring sundan ang sarili mong tindahan.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Hindi maaaring sundan ng account ng nagbebenta ang ibang tindahan.',
  KYC_PENDING: 'Sinusuri pa ang iyong aplikasyon. Mababago mo ito kapag napagpasyahan na.',
  KYC_ALREADY_VERIFIED: 'Na-verify na ang iyong pagkakakilanlan.',
  KYC_ALREADY_SELLER: 'May tindahan na ang account na ito.',
  KYC_PHOTO_INVALID: 'Hindi nakita ang isang larawan ng ID sa iyong mga na-upload. I-upload ito muli.',
  KYC_STORE_NAME_TAKEN: 'May tindahan nang may ganitong pangalan. Pumili ng ibang pangalan.',
  KYC_ALREADY_DECIDED: 'Napagpasyahan na ang aplikasyong ito.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Hindi mabubura ang kategoryang ito habang may laman itong {goods} produkto at {children} subkategorya. Ilipat muna ang mga ito.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Dalawang antas ang mga kategorya: ang magulang ng subkategorya ay dapat na kategoryang nasa itaas na antas, at ang kategoryang may mga subkategorya ay hindi puwedeng maging subkategorya.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Hindi kabilang ang subkategorya sa napiling kategorya.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Hindi umiiral ang banner na ito.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Ang katapusan ng iskedyul ay dapat pagkatapos ng simula nito.',
  WALLET_INSUFFICIENT_BALANCE: 'Kulang ang balanse. Magdeposito muna.',
  WALLET_AMOUNT_INVALID: 'Maglagay ng halagang higit sa 0 na may hanggang {decimals} decimal place lamang.',
  WALLET_DEPOSIT_BELOW_MIN: 'Ang pinakamababang deposito ay {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Ang pinakamataas na deposito ay {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Sarado muna ang pagdedeposito sa ngayon. Pakisubukang muli mamaya.',
  WALLET_CHANNEL_CLOSED: 'Hindi bukas ang deposit channel na ito.',
  WALLET_CHAIN_INVALID: 'Pumili ng network na available para sa currency na ito.',
  WALLET_CERTIFICATE_REQUIRED: 'I-upload ang patunay ng pagbabayad.',
  WALLET_CARD_NUMBER_INVALID: 'Maglagay ng wastong numero ng bank card.',
  WALLET_BANK_ACCOUNT_INVALID:
    'Ilagay ang account number (6 hanggang 34 na digit) o ang IBAN ng account na tatanggap ng pera.',
  WALLET_IBAN_INVALID:
    'Hindi wasto ang IBAN na ito: hindi tugma ang mga check digit nito. Suriin ang bawat character laban sa iyong bank statement.',
  WALLET_SWIFT_INVALID: 'Ilagay ang SWIFT/BIC code ng bangko: 8 o 11 na titik at numero, gaya ng EBILAEAD.',
  WALLET_RATE_MISSING: 'Wala pang nakatakdang exchange rate para sa {coin}. Pakisubukang muli mamaya.',
  WALLET_PAYMENT_LINK_FAILED: 'Hindi magawa ang payment link. Pakisubukan ang ibang paraan ng pagbabayad.',
  WALLET_NO_PAYMENT_METHOD: 'Walang available na paraan ng pagbabayad para sa halagang ito.',
  WALLET_PAYMENT_FAILED: 'Hindi natuloy ang pagbabayad. Walang perang ibinawas sa iyong wallet.',
  WALLET_ALREADY_DECIDED: 'Naproseso na ang kahilingang ito.',
  WALLET_WITHDRAWALS_CLOSED: 'Sarado muna ang pag-withdraw sa ngayon. Pakisubukang muli mamaya.',
  WALLET_WITHDRAW_BELOW_MIN: 'Ang pinakamababang withdrawal ay {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Ang pinakamataas na withdrawal ay {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Tumatanggap lamang ng withdrawal sa pagitan ng {hours} (oras sa China).',
  WALLET_WITHDRAW_DAILY_LIMIT:
    'Hanggang {count} beses ka lang puwedeng mag-withdraw sa isang araw. Pakisubukang muli bukas.',
  WALLET_WITHDRAW_IN_PROGRESS:
    'May withdrawal na kasalukuyang pinoproseso. Maghintay hanggang matapos itong maproseso.',
  WALLET_ADDRESS_REQUIRED: 'Mag-bind muna ng withdrawal address.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Isang withdrawal address lang ang maaaring i-bind.',
  WALLET_ADDRESS_INVALID: 'Hindi wasto ang address na ito para sa napiling network.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Hindi tugma ang malalaki at maliliit na titik ng address na ito sa checksum nito, kaya may maling karakter. Kopyahin itong muli mula sa iyong wallet.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Puro maliliit (o puro malalaking) titik ang Ethereum address na ito, kaya wala itong checksum at hindi mapapansin ang maling na-type na karakter. Kopyahin ito mula sa iyong wallet kasama ang malalaking titik, o kumpirmahing nasuri mo ang bawat karakter.',
  WALLET_ADDRESS_ZERO:
    'Ito ang zero address: hindi na kailanman magagastos ang anumang ipadala rito. Ilagay ang address ng sarili mong wallet.',
  WALLET_RATE_CHANGED:
    'Nagbago ang rate ng {coin} sa {rate} USDT. Suriin kung magkano ang matatanggap mo at kumpirmahin muli.',
  ADDRESS_LIMIT_REACHED:
    'Hanggang {max} address sa pagpapadala lang ang maaari mong i-save. Magbura ng isa para makapagdagdag ng bago.',
  ADDRESS_REQUIRED: 'Pumili ng address sa pagpapadala.',
  ADDRESS_REGION_INVALID: 'Hindi wasto ang bansa, estado o lungsod. Piliin muli ang mga ito.',
  CART_ALREADY_ADDED: 'Nasa iyong shopping cart na ang produktong ito.',
  CART_FULL: 'Hanggang {max} produkto lang ang maaaring ilagay sa iyong cart.',
  CART_LINE_UNREADABLE: 'Isulat ang id ng item at buong bilang ng dami, hinihiwalay ng kuwit.',
  CART_ITEM_UNKNOWN: 'Walang alok o SKU na may ganitong id.',
  CART_ITEM_AMBIGUOUS:
    'Maraming tindahan ang nagbebenta ng SKU na ito: isulat ang id ng alok at ng SKU bilang alok/SKU.',
  CART_ITEM_NEEDS_SKU: 'May ilang opsyon ang alok na ito: isulat ang alok/SKU kasama ang SKU id ng opsyon.',
  CART_BATCH_TOO_LONG: 'Magdagdag ng hanggang {max} linya lang bawat beses.',
  ORDER_NOTHING_SELECTED: 'Piliin ang mga produktong bibilhin.',
  ORDER_BELOW_MIN: 'Mas mababa ang dami sa minimum na pagbili na {min}.',
  ORDER_ABOVE_MAX: 'Lampas ang dami sa maximum na pagbili na {max}.',
  ORDER_NOT_PACK_MULTIPLE:
    'Ibinebenta ang produktong ito kada pakete na may {pack} piraso: mag-order ng dami na multiple ng {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Walang sample ng produktong ito na maaaring i-order.',
  ORDER_SAMPLE_OVER_LIMIT: 'Hanggang {max} piraso lang ang sample ng produktong ito.',
  ORDER_SAMPLE_TAKEN: 'Nakapag-order ka na ng sample ng produktong ito.',
  ORDER_OWN_SHOP: 'Hindi mo maaaring bilhin ang mga produkto ng sarili mong tindahan.',
  ORDER_OUT_OF_STOCK: 'Kulang na ang natitirang stock ng produktong ito.',
  ORDER_NOT_PAYABLE: 'Hindi na maaaring bayaran ang order na ito.',
  ORDER_CANNOT_CANCEL: 'Ang order na naghihintay ng bayad lang ang maaaring kanselahin.',
  ORDER_CANNOT_REMIND:
    'Makakapagpadala lang ng paalala para sa bayad na order na naghihintay ng pagpapadala.',
  ORDER_ALREADY_REMINDED: 'Naipadala na ang paalala para sa order na ito.',
  ORDER_CANNOT_RECEIPT: 'Ang naipadalang order lang ang maaaring kumpirmahing natanggap.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Ang dahilang ito ay para sa mga produktong natanggap mo na, at hindi pa naipapadala ang order na ito. Pumili ng ibang dahilan.',
  ORDER_SHIPPED_NO_REFUND:
    'Hindi maaaring i-refund ang naipadalang order habang nasa biyahe pa ito. Maaari kang humiling ng refund kapag dumating na ito.',
  ORDER_REFUND_NOT_ALLOWED:
    'Hindi maaaring humiling ng refund para sa mga order na naghihintay ng bayad, tapos na, o kinansela.',
  ORDER_REFUND_WINDOW_CLOSED: 'Lumipas na ang {days} araw na palugit para sa pagbabalik ng order na ito.',
  ORDER_REFUND_EXISTS: 'Nakahiling na ng refund para sa order na ito.',
  ORDER_NO_REFUND_PENDING: 'Walang refund na naghihintay ng desisyon para sa order na ito.',
  ORDER_CANNOT_REVIEW: 'Ang natanggap na order lang ang maaaring i-review.',
  ORDER_ALREADY_REVIEWED: 'Na-review na ang produktong ito.',
  ORDER_CANNOT_PURCHASE: 'Ang bayad na order lang ang maaaring bilhin para sa pagpapadala.',
  ORDER_CANNOT_SHIP: 'Ang order na nabili na ng nagbebenta lang ang maaaring ipadala.',
  COUPON_NOT_STARTED: 'Hindi pa maaaring i-claim ang kupon na ito.',
  COUPON_ENDED: 'Tapos na ang kupon na ito.',
  COUPON_SOLD_OUT: 'Na-claim na ang lahat ng kupon na ito.',
  COUPON_LIMIT_REACHED: 'Hanggang {max} lang ng kupon na ito ang maaari mong hawakan.',
  COUPON_OWN_SHOP: 'Hindi mo maaaring i-claim ang kupon ng sarili mong tindahan.',
  COUPON_NOT_HELD: 'Wala kang kupon na ito, o nagamit na ito.',
  COUPON_NOT_APPLICABLE: 'Hindi magagamit ang kupon na ito sa mga produktong ito.',
  COUPON_MIN_SPEND:
    'Para magamit ang kupon na ito, kailangan ng mga produktong nagkakahalaga ng hindi bababa sa {min} USDT.',
  COUPON_ONE_PER_ORDER:
    'Sa bawat checkout, hanggang isang kupon ng tindahan bawat tindahan at isang kupon ng platform lang ang maaaring gamitin.',
  COUPON_WINDOW_INVALID:
    'Dapat matapos ang kupon pagkatapos itong magsimula, at hanggang {days} araw lang ito maaaring tumagal.',
  COUPON_TERMS_LOCKED:
    'May mga mamimiling nag-claim na ng kupon na ito: ang pamagat, dami, at pagtatapos lang nito ang maaaring baguhin.',
  COUPON_TOTAL_BELOW_CLAIMED: 'Hindi maaaring mas mababa ang dami sa {claimed} na na-claim na.',
  SELLER_PRICE_OUT_OF_RANGE: 'Ang presyo ng benta ay dapat nasa pagitan ng {min} at {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Ang ratio ng tubo ay dapat nasa pagitan ng {min}% at {max}%.',
  SELLER_DISCOUNT_BELOW_COST:
    'Sa diskwentong ito, maibebenta ang {name} nang mas mababa sa presyong pakyawan nito.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'Dapat matapos ang diskwento pagkatapos itong magsimula, at dapat nasa hinaharap ang pagtatapos nito.',
  SELLER_TIER_COUNT: 'Ang presyo ayon sa dami ay may 1 hanggang {max} na antas.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Dapat magsimula ang unang antas sa minimum na dami ng order na {moq}.',
  SELLER_TIER_MIN_NOT_RISING:
    'Antas {rung}: dapat mas mataas ang minimum na dami nito kaysa sa naunang antas.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Antas {rung}: dapat mas mababa ang presyo bawat piraso nito kaysa sa naunang antas.',
  SELLER_TIER_BELOW_COST:
    'Antas {rung}: mas mababa ang presyo bawat piraso sa presyong pakyawan na {cost} USDT.',
  SELLER_TIER_NOT_PACK: 'Antas {rung}: dapat multiple ng laki ng pakete na {pack} ang minimum na dami nito.',
  SELLER_TIER_ABOVE_MAX: 'Antas {rung}: lampas ang minimum na dami nito sa maximum na pagbili na {max}.',
  SELLER_MOQ_BELOW_MIN:
    'Hindi maaaring mas mababa ang minimum na dami ng order sa sariling minimum na pagbili ng produkto na {min}.',
  SELLER_SAMPLE_BELOW_COST: 'Mas mababa ang presyo ng sample sa presyong pakyawan na {cost} USDT.',
  SELLER_IMPORT_LINE: 'Linya {line}: {reason}',
  SELLER_IMPORT_EMPTY:
    'Walang listing ang file: pagkatapos ng linya ng header, isang listing ang bawat linya.',
  SELLER_IMPORT_TOO_LONG:
    'Mahigit {max} listing ang nasa file. Hatiin ito sa mas maliliit na file at i-import ang bawat isa.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'May column sa linya ng header na hindi kilala ng import, o dalawang beses itong binanggit: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'Dapat banggitin ng linya ng header ang column na {column}.',
  SELLER_IMPORT_CELLS: 'May {count} cell ang linyang ito, pero {expected} ang nasa linya ng header.',
  SELLER_IMPORT_QUOTE_OPEN:
    'May cell na nasa loob ng panipi na nagsisimula sa linyang ito at hindi kailanman isinara.',
  SELLER_IMPORT_DUPLICATE: 'Nasa linya {first} na ang listing na ito.',
  SELLER_IMPORT_NOT_OWN: 'Hindi ito listing ng iyong tindahan, o nabura na ito.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'Hindi binabago ng import ang mga diskwento: iwanan ang diskwento gaya ng na-export at baguhin ito sa listahan ng mga produkto.',
  SELLER_IMAGE_INVALID: 'Hindi nakita ang larawan sa mga na-upload. Pakisuyong i-upload itong muli.',
  SELLER_DATE_RANGE_INVALID:
    'Hindi maaaring mauna ang petsa ng pagtatapos sa petsa ng simula, at hanggang 366 na araw lang ang saklaw.',
  UPLOAD_TYPE_NOT_ALLOWED: 'JPEG, PNG, WebP o GIF na larawan lamang ang maaaring i-upload.',
  UPLOAD_TOO_LARGE: 'Masyadong malaki ang larawan: hanggang {max} MB lamang.',
  UPLOAD_TOO_MANY_PARTS:
    'Isang larawan at ilang field lamang ang laman ng isang upload; masyadong marami ang bahagi nito.',
  UPLOAD_TOO_MANY_PIXELS: 'Masyadong marami ang pixel ng larawan: hanggang {max} megapixel lamang.',
  SUBSCRIBE_EMAIL_INVALID: 'Maglagay ng wastong e-mail address.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Naka-subscribe na ang e-mail address na ito.',
  SUBSCRIBE_LINK_INVALID:
    'Hindi wasto ang link ng kumpirmasyon na ito. Buksan ang buong link mula sa e-mail.',
  NOTICE_ORDER_PLACED: 'Nailagay na ang order, naghihintay ng bayad.',
  NOTICE_ORDER_PAID: 'Nabayaran na ang order. Naghihintay ng kumpirmasyon ng nagbebenta.',
  NOTICE_ORDER_REMINDED: 'Pinaalalahanan ng mamimili ang nagbebenta na ipadala ang order.',
  NOTICE_ORDER_PUSHED: 'Kinumpirma ng nagbebenta ang order at inihahanda na ang stock.',
  NOTICE_ORDER_SHIPPED: 'Naipadala sa pamamagitan ng {carrier}, tracking number {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Kinuha ng courier ang parcel sa {place}.',
  NOTICE_ORDER_DEPARTED: 'Umalis na ang parcel sa {place}.',
  NOTICE_ORDER_ARRIVED: 'Dumating na ang parcel sa {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Kasalukuyang inihahatid ang parcel sa {place}.',
  NOTICE_ORDER_DELIVERED: 'Naihatid na ang parcel sa {place}.',
  NOTICE_ORDER_RECEIVED: 'Kinumpirma ng mamimili na natanggap niya ang order.',
  NOTICE_ORDER_AUTO_RECEIVED:
    'Awtomatikong nakumpirmang natanggap ang order {days} araw matapos itong maipadala.',
  NOTICE_ORDER_REVIEWED: 'Ni-review ng mamimili ang order.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Walang naiwang review sa takdang oras, kaya nagbigay ang system ng default na magandang review.',
  NOTICE_ORDER_COMPLETED: 'Tapos na ang order. Naibigay na sa nagbebenta ang bayad.',
  NOTICE_ORDER_CANCELLED: 'Kinansela ng mamimili ang order.',
  NOTICE_ORDER_AUTO_CANCELLED: 'Awtomatikong kinansela ang order dahil hindi ito nabayaran sa takdang oras.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Hindi naipadala sa loob ng {hours} oras: nabigyan ang mamimili ng kompensasyong {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Humiling ng refund ang mamimili.',
  NOTICE_ORDER_REFUND_SUCCESS: 'Matagumpay ang refund: naibalik ang {amount} USDT sa wallet ng mamimili.',
  NOTICE_ORDER_REFUND_FAILED: 'Tinanggihan ang refund: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Ni-refund ng platform ang order: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Ang iyong code para i-reset ang password mo sa Caravan',
  NOTICE_RESET_CODE_BODY:
    'Ang iyong code para i-reset ang password mo sa Caravan ay {code}. May bisa ito sa loob ng {minutes} minuto. Kung hindi mo ito hiniling, maaari mong balewalain ang e-mail na ito: hindi nabago ang iyong password.',
  AUTH_PASSWORD_WRONG: 'Mali ang password.',
  AUTH_EMAIL_TAKEN: 'Naka-bind na ang e-mail address na ito sa ibang account.',
  AUTH_EMAIL_UNCHANGED: 'Naka-bind na ang e-mail address na ito sa iyong account at na-verify na.',
  AUTH_SMS_NOT_SUPPORTED: 'Hindi maipapadala ang mga code sa text message. Gumamit ng e-mail address.',
  NOTICE_BIND_CODE_SUBJECT: 'Ang iyong code para kumpirmahin ang e-mail address mo sa Caravan',
  NOTICE_BIND_CODE_BODY:
    'Ang iyong code para i-bind ang e-mail address na ito sa Caravan account na {account} ay {code}. May bisa ito sa loob ng {minutes} minuto. Kung hindi mo ito hiniling, maaari mong balewalain ang e-mail na ito.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Binago ang e-mail address ng iyong Caravan account',
  NOTICE_EMAIL_CHANGED_BODY:
    'Binago ang e-mail address ng Caravan account na {account} sa {email}. Doon na ipapadala ang mga code para i-reset ang password. Kung hindi ikaw ang gumawa ng pagbabagong ito, makipag-ugnayan kaagad sa serbisyo sa customer ng Caravan.',
  CREDIT_LOAN_IN_USE:
    'May pautang ka nang sinusuri pa o ginagamit. Bayaran muna ito bago mag-apply ng panibago.',
  CREDIT_IDENTITY_REQUIRED:
    'Hindi natugunan ang mga kondisyon: kailangan munang ma-verify ang iyong pagkakakilanlan (Aking account › Maging nagbebenta).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Hindi natugunan ang mga kondisyon: limitado ang account o may overdue itong pautang na hindi pa nababayaran.',
  CREDIT_AMOUNT_BELOW_MIN: 'Mas mababa ang hinihinging halaga sa minimum na {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Lampas ang hinihinging halaga sa maximum na {max} USDT.',
  CREDIT_TERM_NOT_OFFERED:
    'Hindi iniaalok ang terminong ito ng pautang. Pumili ng isa sa mga nakalistang termino.',
  CREDIT_PHOTO_INVALID:
    'Hindi nakita ang isang larawan ng dokumento sa iyong mga na-upload. I-upload ito muli.',
  CREDIT_ALREADY_DECIDED: 'Napagpasyahan na ang aplikasyong ito para sa pautang.',
  CREDIT_NOT_REPAYABLE: 'Hindi ginagamit ang pautang na ito, kaya walang kailangang bayaran.',
  CREDIT_PRODUCT_INVALID:
    'Hindi magkakatugma ang mga setting ng pautang: hindi dapat lumampas ang minimum sa maximum at dapat 1 hanggang 366 na araw ang bawat termino.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Naaprubahan ang iyong pautang pang-negosyo sa Caravan',
  NOTICE_CREDIT_APPROVED_BODY:
    'Naaprubahan ang iyong pautang na {amount} USDT para sa {days} araw at naibayad na ito sa iyong Caravan wallet. Bayaran ang {total} USDT hanggang {dueDate}; maaari kang magbayad nang mas maaga nang walang dagdag na singil.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Hindi naaprubahan ang iyong aplikasyon para sa pautang sa Caravan',
  NOTICE_CREDIT_REJECTED_BODY:
    'Hindi naaprubahan ang iyong aplikasyon para sa pautang na {amount} USDT: {reason}. Maaari mo itong itama at mag-apply muli.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Overdue na ang iyong pautang sa Caravan',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Ang takdang petsa ng iyong pautang ay {dueDate}. Hangga’t hindi ito nababayaran, idinaragdag ang overdue rate na {rate} bawat araw. Para magbayad ngayon: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Bayad na ang order {orderNo}',
  NOTICE_ORDER_PAID_BODY:
    'Natanggap namin ang bayad mo na {amount} USDT para sa order {orderNo}. Ipapadala na ito ng tindahan.',
  NOTICE_ORDER_SOLD_TITLE: 'Bagong bayad na order {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'Nabayaran na ang order {orderNo} ({amount} USDT). Bilhin ito sa iyong sentro ng nagbebenta sa wholesale na halagang {cost} USDT para maipadala ito.',
  NOTICE_ORDER_REMINDED_TITLE: 'Hinihiling ng mamimili na ipadala ang order {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'Pinaalalahanan ka ng mamimili ng order {orderNo} na ipadala ito. Kung hindi mo pa ito nabibili, bilhin ito sa iyong seller centre para maipadala ito.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Naipadala na ang order {orderNo}',
  NOTICE_ORDER_SHIPPED_BODY:
    'Naipadala na ang order mo na {orderNo} sa pamamagitan ng {carrier}, tracking number {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Aprubado ang refund para sa order {orderNo}',
  NOTICE_REFUND_APPROVED_BODY:
    'Naaprubahan ang refund mo na {amount} USDT para sa order {orderNo} at naibalik na ito sa iyong Caravan wallet.',
  NOTICE_REFUND_REFUSED_TITLE: 'Tinanggihan ang refund para sa order {orderNo}',
  NOTICE_REFUND_REFUSED_BODY:
    'Tinanggihan ang kahilingan mong refund para sa order {orderNo}: {reason}. Magpapatuloy ang order gaya ng dati.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Naantala ang order {orderNo}: narito ang iyong kompensasyon',
  NOTICE_LATE_COUPON_BODY:
    'Hindi naipadala ang order {orderNo} sa loob ng {hours} oras. Paumanhin: may kupon na {amount} USDT na diskwento ka na ngayon sa Aking mga kupon.',
  NOTICE_LATE_CREDIT_BODY:
    'Hindi naipadala ang order {orderNo} sa loob ng {hours} oras. Paumanhin: naidagdag na ang {amount} USDT sa iyong wallet.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Na-refund ang order {orderNo}',
  NOTICE_ORDER_REFUNDED_BODY:
    'Ni-refund ng platform ang order mo na {orderNo}: {reason}. Naibalik ang {amount} USDT sa iyong Caravan wallet.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Nakumpirma ang deposito',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Nakumpirma ang deposito mo na {orderNo} at naidagdag ang {amount} USDT sa iyong Caravan wallet.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Tinanggihan ang deposito',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Tinanggihan ang deposito mo na {orderNo}: {reason}. Walang naidagdag sa iyong wallet; makipag-ugnayan sa customer service kung sa tingin mo ay may mali.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Naibayad na ang withdrawal',
  NOTICE_WITHDRAWAL_PAID_BODY:
    'Naibayad na ang withdrawal mo na {orderNo} na {amount} USDT (bayarin: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Tinanggihan ang withdrawal',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Tinanggihan ang withdrawal mo na {orderNo}: {reason}. Naibalik sa iyong Caravan wallet ang {amount} USDT na hinawakan para dito.',
  NOTICE_SELLER_APPROVED_TITLE: 'Bukas na ang iyong tindahan',
  NOTICE_SELLER_APPROVED_BODY:
    'Naaprubahan ang iyong aplikasyon bilang nagbebenta at bukas na ang iyong tindahang {storeName}. Maaari ka nang maglista ng mga produkto sa iyong sentro ng nagbebenta.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Na-verify na ang iyong pagkakakilanlan',
  NOTICE_IDENTITY_VERIFIED_BODY:
    'Naaprubahan ang pagsusuri ng iyong pagkakakilanlan. Na-verify na ang iyong account.',
  NOTICE_SELLER_REJECTED_TITLE: 'Hindi naaprubahan ang iyong aplikasyon',
  NOTICE_SELLER_REJECTED_BODY:
    'Hindi naaprubahan ang iyong aplikasyon: {reason}. Maaari mo itong itama at ipadala muli.',
  NOTICE_WELCOME_SUBJECT: 'Maligayang pagdating sa Caravan',
  NOTICE_WELCOME_BODY:
    'Salamat sa pag-subscribe sa Caravan. Para kumpirmahin ang {email} at matanggap ang iyong pang-welcome na kupon, buksan ang link na ito: {link} Hangga’t hindi pa nakukumpirma ang address, wala nang iba pang ipapadala ang Caravan dito. Kung hindi ka nag-subscribe, maaari mong balewalain ang e-mail na ito.',
};
