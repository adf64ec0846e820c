import type { MessageCode } from '../notices.js';

export const tr: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: '{field} değeri geçersiz.',
  COMMON_PARAM_MISSING: '{field} alanı zorunludur.',
  COMMON_PARAM_TOO_LONG: '{field} en fazla {max} karakter uzunluğunda olabilir.',
  COMMON_BODY_TOO_LARGE: 'İstek çok büyük: en fazla {max} KB.',
  COMMON_SYSTEM_ERROR: 'Sistemimizde bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  COMMON_NOT_FOUND: 'İstediğiniz sayfa veya öğe mevcut değil.',
  COMMON_RATE_LIMITED: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  COMMON_METHOD_NOT_ALLOWED: 'Bu istek yöntemine burada izin verilmiyor.',
  COMMON_NO_PERMISSION: 'Bu işlemi yapma yetkiniz yok.',
  COMMON_DUPLICATE_SUBMISSION: 'Bu istek zaten gönderildi.',
  COMMON_NOT_SUPPORTED: 'Bu özellik burada kullanılamıyor.',
  AUTH_NOT_LOGGED_IN: 'Giriş yapmadınız. Lütfen önce giriş yapın.',
  AUTH_SESSION_EXPIRED: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  AUTH_LOGIN_FAILED: 'Hesap veya şifre hatalı.',
  AUTH_ACCOUNT_LOCKED:
    'Üst üste üç kez geçersiz giriş yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Bu hesap müşteri hizmetleri tarafından kilitlendi. Lütfen {minutes} dakika sonra tekrar deneyin veya bizimle iletişime geçin.',
  AUTH_ACCOUNT_DISABLED: 'Bu hesap kilitlendi veya devre dışı bırakıldı.',
  AUTH_NOT_A_SELLER: 'Bu hesaba ait bir mağaza yok.',
  AUTH_CAPTCHA_FAILED: 'Kaydırmalı doğrulama başarısız oldu. Lütfen tekrar deneyin.',
  AUTH_CAPTCHA_EXPIRED: 'Kaydırmalı doğrulamanın süresi doldu. Lütfen tekrar kaydırın.',
  AUTH_AGREEMENT_REQUIRED: 'Lütfen kullanıcı sözleşmesini okuyup kabul edin.',
  AUTH_USERNAME_INVALID: 'Kullanıcı adı 6 ile 24 arasında harf veya rakamdan oluşmalıdır.',
  AUTH_PHONE_INVALID: 'Lütfen ülke koduyla birlikte geçerli bir telefon numarası girin (en az 8 rakam).',
  AUTH_EMAIL_INVALID:
    'Lütfen @ işaretinden önceki kısmı en az 6 harf veya rakam içeren geçerli bir e-posta adresi girin.',
  AUTH_PASSWORD_INVALID: 'Şifre 6 ile 12 karakter arasında olmalı ve hem harf hem de rakam içermelidir.',
  AUTH_PASSWORDS_DIFFERENT: 'Girilen iki şifre eşleşmiyor.',
  AUTH_OLD_PASSWORD_WRONG: 'Eski şifre hatalı.',
  AUTH_ACCOUNT_EXISTS: 'Bu hesap zaten kayıtlı.',
  AUTH_AGENT_CODE_INVALID: 'Davet kodu geçersiz.',
  AUTH_CODE_WRONG: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  AUTH_CODE_TOO_FREQUENT:
    'Kısa süre önce bir kod gönderildi. Yeni kod istemeden önce lütfen {seconds} saniye bekleyin.',
  AUTH_SAFEWORD_INVALID: 'Ödeme şifresi tam olarak 6 rakamdan oluşmalıdır.',
  AUTH_SAFEWORD_NOT_SET: 'Lütfen önce bir ödeme şifresi belirleyin.',
  AUTH_SAFEWORD_ALREADY_SET: 'Ödeme şifresi zaten belirlenmiş. Bunun yerine mevcut şifrenizi değiştirin.',
  AUTH_SAFEWORD_WRONG: 'Ödeme şifresi hatalı. Bugün için {remaining} deneme hakkınız kaldı.',
  AUTH_SAFEWORD_LOCKED: 'Şifre deneme sayısı 3’ü aştı. Lütfen yarın tekrar deneyin.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Hesapta bakiye bulunduğu sürece hesap kapatılamaz. Lütfen önce bakiyeyi çekin.',
  AUTH_CANCEL_LOAN_OPEN:
    'İncelenmekte olan veya henüz geri ödenmemiş bir krediniz olduğu sürece hesap kapatılamaz. Başvurunuzla ilgili kararı bekleyin veya önce krediyi geri ödeyin.',
  AUTH_CANCEL_ORDER_OPEN:
    'Satın aldığınız veya sattığınız bir sipariş tamamlanmadığı sürece (ödenmiş ancak henüz tamamlanmamış ya da iadesi sürüyor) hesap kapatılamaz. Lütfen tamamlanmasını veya iade edilmesini bekleyin.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Bir para yatırma işlemi işlenirken hesap kapatılamaz. Lütfen hesabınıza geçmesini veya reddedilmesini bekleyin.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Bir para çekme işlemi işlenirken hesap kapatılamaz. Lütfen ödenmesini veya reddedilmesini bekleyin.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    '{balance} USDT bakiyeniz {min} USDT olan asgari çekim tutarının altında olduğundan çekilemez. Hesabı kapatmak için bu bakiyeden vazgeçtiğinizi onaylayın.',
  ADMIN_OPERATOR_EXISTS: 'Bu kullanıcı adına sahip bir operatör zaten mevcut.',
  ADMIN_CANNOT_CHANGE_SELF: 'Kendi rolünüzü veya durumunuzu değiştiremezsiniz.',
  ADMIN_SYSPARA_UNKNOWN: '{code} sistem parametresi mevcut değil.',
  ADMIN_SYSPARA_INVALID: '{code} için girilen değer, parametrenin türüne ve sınırlarına uygun değil.',
  ADMIN_STATE_UNCHANGED: 'Değiştirilecek bir şey yok: zaten bu durumda.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Bu operatör destek görüşmelerini üstlenemez: hesap bilinmiyor ya da devre dışı, veya rolü müşteri hizmetlerine yanıt vermiyor.',
  CATALOG_GOODS_NOT_FOUND: 'Bu ürün mevcut değil.',
  CATALOG_GOODS_OFF_SHELF: 'Bu ürün artık satışta değil.',
  CATALOG_SHOP_NOT_FOUND: 'Bu mağaza mevcut değil veya kapatılmış.',
  CATALOG_CATEGORY_NOT_FOUND: 'Bu kategori mevcut değil.',
  CATALOG_ALREADY_KEPT: 'Bu ürün zaten favorilerinizde.',
  CATALOG_ALREADY_FOLLOWED: 'Bu mağazayı zaten takip ediyorsunuz.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Kendi mağazanızı takip edemezsiniz.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Satıcı hesapları diğer mağazaları takip edemez.',
  KYC_PENDING: 'Başvurunuz inceleniyor. Karar verildikten sonra değiştirebilirsiniz.',
  KYC_ALREADY_VERIFIED: 'Kimliğiniz zaten doğrulandı.',
  KYC_ALREADY_SELLER: 'Bu hesabın zaten bir mağazası var.',
  KYC_PHOTO_INVALID: 'Yüklemeleriniz arasında bir kimlik fotoğrafı bulunamadı. Yeniden yükleyin.',
  KYC_STORE_NAME_TAKEN: 'Bu adda bir mağaza zaten var. Başka bir ad seçin.',
  KYC_ALREADY_DECIDED: 'Bu başvuru hakkında zaten karar verildi.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Bu kategori {goods} ürün ve {children} alt kategori içerdiği sürece silinemez. Önce bunları taşıyın.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Kategoriler iki düzeylidir: bir alt kategorinin üst kategorisi en üst düzey bir kategori olmalıdır ve alt kategorileri olan bir kategori alt kategori olamaz.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Alt kategori seçilen kategoriye ait değil.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Bu banner mevcut değil.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Zamanlamanın bitişi başlangıcından sonra olmalıdır.',
  WALLET_INSUFFICIENT_BALANCE: 'Yetersiz bakiye. Lütfen önce para yatırın.',
  WALLET_AMOUNT_INVALID: 'Lütfen 0’dan büyük ve en fazla {decimals} ondalık basamaklı bir tutar girin.',
  WALLET_DEPOSIT_BELOW_MIN: 'Minimum para yatırma tutarı {min} USDT’dir.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Maksimum para yatırma tutarı {max} USDT’dir.',
  WALLET_DEPOSITS_CLOSED: 'Para yatırma işlemleri şu anda kapalı. Lütfen daha sonra tekrar deneyin.',
  WALLET_CHANNEL_CLOSED: 'Bu para yatırma kanalı açık değil.',
  WALLET_CHAIN_INVALID: 'Lütfen bu para birimi için sunulan bir ağ seçin.',
  WALLET_CERTIFICATE_REQUIRED: 'Lütfen ödeme dekontunu yükleyin.',
  WALLET_CARD_NUMBER_INVALID: 'Lütfen geçerli bir banka kartı numarası girin.',
  WALLET_BANK_ACCOUNT_INVALID: 'Paranın gideceği hesabın numarasını (6 ila 34 rakam) veya IBAN’ını girin.',
  WALLET_IBAN_INVALID:
    'Bu IBAN geçersiz: kontrol basamakları tutmuyor. Her karakteri banka hesap özetinizle karşılaştırın.',
  WALLET_SWIFT_INVALID: 'Bankanın SWIFT/BIC kodunu girin: 8 veya 11 harf ve rakam, örneğin EBILAEAD.',
  WALLET_RATE_MISSING: '{coin} için döviz kuru belirlenmemiş. Lütfen daha sonra tekrar deneyin.',
  WALLET_PAYMENT_LINK_FAILED: 'Ödeme bağlantısı oluşturulamadı. Lütfen başka bir ödeme yöntemi deneyin.',
  WALLET_NO_PAYMENT_METHOD: 'Bu tutar için kullanılabilir bir ödeme yöntemi yok.',
  WALLET_PAYMENT_FAILED: 'Ödeme gerçekleşmedi. Cüzdanınızdan herhangi bir tutar düşülmedi.',
  WALLET_ALREADY_DECIDED: 'Bu talep zaten işlendi.',
  WALLET_WITHDRAWALS_CLOSED: 'Para çekme işlemleri şu anda kapalı. Lütfen daha sonra tekrar deneyin.',
  WALLET_WITHDRAW_BELOW_MIN: 'Minimum para çekme tutarı {min} USDT’dir.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Maksimum para çekme tutarı {max} USDT’dir.',
  WALLET_WITHDRAW_OUTSIDE_HOURS:
    'Para çekme talepleri yalnızca {hours} saatleri arasında (Çin saatiyle) kabul edilir.',
  WALLET_WITHDRAW_DAILY_LIMIT: 'Günde en fazla {count} kez para çekebilirsiniz. Lütfen yarın tekrar deneyin.',
  WALLET_WITHDRAW_IN_PROGRESS:
    'Devam eden bir para çekme işlemi var. Lütfen işlem tamamlanana kadar bekleyin.',
  WALLET_ADDRESS_REQUIRED: 'Lütfen önce bir para çekme adresi bağlayın.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Yalnızca bir para çekme adresi bağlanabilir.',
  WALLET_ADDRESS_INVALID: 'Bu adres seçilen ağ için geçerli değil.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Bu adresin büyük ve küçük harfleri sağlama toplamıyla uyuşmuyor, yani bir karakter yanlış. Adresi cüzdanınızdan yeniden kopyalayın.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Bu Ethereum adresi tamamen küçük (veya tamamen büyük) harfle yazılmış, bu yüzden sağlama toplamı yok ve yanlış yazılmış bir karakter fark edilmez. Adresi büyük harfleriyle cüzdanınızdan kopyalayın ya da her karakteri kontrol ettiğinizi onaylayın.',
  WALLET_ADDRESS_ZERO:
    'Bu sıfır adresidir: buraya gönderilen hiçbir şey asla harcanamaz. Kendi cüzdanınızın adresini girin.',
  WALLET_RATE_CHANGED:
    '{coin} kuru az önce {rate} USDT olarak değişti. Alacağınız tutarı kontrol edip yeniden onaylayın.',
  ADDRESS_LIMIT_REACHED:
    'En fazla {max} teslimat adresi kaydedebilirsiniz. Yeni bir adres eklemek için birini silin.',
  ADDRESS_REQUIRED: 'Lütfen bir teslimat adresi seçin.',
  ADDRESS_REGION_INVALID: 'Ülke, eyalet/il veya şehir geçerli değil. Lütfen bunları yeniden seçin.',
  CART_ALREADY_ADDED: 'Bu ürün zaten alışveriş sepetinizde.',
  CART_FULL: 'Sepetinizde en fazla {max} ürün bulunabilir.',
  CART_LINE_UNREADABLE: 'Bir ürün kimliği ve tam sayı bir miktar yazın, virgülle ayırarak.',
  CART_ITEM_UNKNOWN: 'Bu kimliğe sahip bir teklif veya SKU yok.',
  CART_ITEM_AMBIGUOUS:
    "Bu SKU'yu birden fazla mağaza satıyor: teklifin ve SKU'nun kimliğini teklif/SKU olarak yazın.",
  CART_ITEM_NEEDS_SKU: 'Bu teklifin birkaç seçeneği var: seçeneğin SKU kimliğiyle teklif/SKU yazın.',
  CART_BATCH_TOO_LONG: 'Tek seferde en fazla {max} satır ekleyin.',
  ORDER_NOTHING_SELECTED: 'Lütfen satın alınacak ürünleri seçin.',
  ORDER_BELOW_MIN: 'Miktar, en az satın alma miktarı olan {min} adedin altında.',
  ORDER_ABOVE_MAX: 'Miktar, en fazla satın alma miktarı olan {max} adedin üzerinde.',
  ORDER_NOT_PACK_MULTIPLE:
    'Bu ürün {pack} adetlik paketler halinde satılır: {pack} adedin katları olacak şekilde sipariş verin.',
  ORDER_SAMPLE_UNAVAILABLE: 'Bu ürün için sipariş edilebilecek numune yok.',
  ORDER_SAMPLE_OVER_LIMIT: 'Bu ürünün numunesi en fazla {max} adettir.',
  ORDER_SAMPLE_TAKEN: 'Bu ürünün numunesini zaten sipariş ettiniz.',
  ORDER_OWN_SHOP: 'Kendi mağazanızın ürünlerini satın alamazsınız.',
  ORDER_OUT_OF_STOCK: 'Bu ürün için yeterli stok kalmadı.',
  ORDER_NOT_PAYABLE: 'Bu siparişin ödemesi artık yapılamaz.',
  ORDER_CANNOT_CANCEL: 'Yalnızca ödeme bekleyen bir sipariş iptal edilebilir.',
  ORDER_CANNOT_REMIND:
    'Yalnızca ödemesi yapılmış ve kargolanmayı bekleyen bir sipariş için hatırlatma gönderilebilir.',
  ORDER_ALREADY_REMINDED: 'Bu sipariş için zaten hatırlatma gönderildi.',
  ORDER_CANNOT_RECEIPT: 'Yalnızca kargoya verilmiş bir siparişin teslim alındığı onaylanabilir.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Bu neden teslim aldığınız ürünler içindir ve bu sipariş henüz gönderilmedi. Lütfen başka bir neden seçin.',
  ORDER_SHIPPED_NO_REFUND:
    'Kargoya verilmiş bir sipariş yoldayken iade yapılamaz. Sipariş size ulaştığında iade talep edebilirsiniz.',
  ORDER_REFUND_NOT_ALLOWED:
    'Ödeme bekleyen, tamamlanmış veya iptal edilmiş siparişler için iade talep edilemez.',
  ORDER_REFUND_WINDOW_CLOSED: 'Bu siparişin {days} günlük iade süresi doldu.',
  ORDER_REFUND_EXISTS: 'Bu sipariş için zaten iade talep edildi.',
  ORDER_NO_REFUND_PENDING: 'Bu sipariş için karar bekleyen bir iade talebi yok.',
  ORDER_CANNOT_REVIEW: 'Yalnızca teslim alınmış bir sipariş değerlendirilebilir.',
  ORDER_ALREADY_REVIEWED: 'Bu ürün zaten değerlendirildi.',
  ORDER_CANNOT_PURCHASE: 'Yalnızca ödemesi yapılmış bir sipariş, gönderim için satın alınabilir.',
  ORDER_CANNOT_SHIP: 'Yalnızca satıcının satın aldığı bir sipariş kargoya verilebilir.',
  COUPON_NOT_STARTED: 'Bu kupon henüz alınamaz.',
  COUPON_ENDED: 'Bu kuponun süresi sona erdi.',
  COUPON_SOLD_OUT: 'Bu kuponların tamamı alındı.',
  COUPON_LIMIT_REACHED: 'Bu kupondan en fazla {max} adede sahip olabilirsiniz.',
  COUPON_OWN_SHOP: 'Kendi mağazanızın kuponunu alamazsınız.',
  COUPON_NOT_HELD: 'Bu kupona sahip değilsiniz veya kupon zaten kullanılmış.',
  COUPON_NOT_APPLICABLE: 'Bu kupon bu ürünlerde kullanılamaz.',
  COUPON_MIN_SPEND: 'Bu kuponu kullanmak için en az {min} USDT tutarında ürün almanız gerekir.',
  COUPON_ONE_PER_ORDER:
    'Her ödemede mağaza başına en fazla bir mağaza kuponu ve en fazla bir platform kuponu kullanabilirsiniz.',
  COUPON_WINDOW_INVALID: 'Kupon başladıktan sonra bitmeli ve en fazla {days} gün geçerli olmalıdır.',
  COUPON_TERMS_LOCKED: 'Alıcılar bu kuponu zaten aldı: yalnızca başlığı, miktarı ve bitişi değiştirilebilir.',
  COUPON_TOTAL_BELOW_CLAIMED: 'Miktar, zaten alınmış olan {claimed} adetten az olamaz.',
  SELLER_PRICE_OUT_OF_RANGE: 'Satış fiyatı {min} ile {max} USDT arasında olmalıdır.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Kâr oranı %{min} ile %{max} arasında olmalıdır.',
  SELLER_DISCOUNT_BELOW_COST: 'Bu indirimle {name} toptan satış fiyatının altında satılır.',
  SELLER_DISCOUNT_WINDOW_INVALID: 'İndirim başladıktan sonra bitmeli ve bitişi gelecekte olmalıdır.',
  SELLER_TIER_COUNT: 'Kademeli fiyat listesinde 1 ile {max} arasında kademe bulunur.',
  SELLER_TIER_FIRST_NOT_MOQ: 'İlk kademe, minimum sipariş miktarı olan {moq} adetten başlamalıdır.',
  SELLER_TIER_MIN_NOT_RISING: 'Kademe {rung}: en az miktarı bir önceki kademeninkinden yüksek olmalıdır.',
  SELLER_TIER_PRICE_NOT_FALLING: 'Kademe {rung}: birim fiyatı bir önceki kademeninkinden düşük olmalıdır.',
  SELLER_TIER_BELOW_COST: 'Kademe {rung}: birim fiyat, {cost} USDT olan toptan satış fiyatının altında.',
  SELLER_TIER_NOT_PACK: 'Kademe {rung}: en az miktarı, paket boyutu olan {pack} adedin katı olmalıdır.',
  SELLER_TIER_ABOVE_MAX:
    'Kademe {rung}: en az miktarı, en fazla satın alma miktarı olan {max} adedin üzerinde.',
  SELLER_MOQ_BELOW_MIN:
    'Minimum sipariş miktarı, ürünün kendi en az satın alma miktarı olan {min} adedin altında olamaz.',
  SELLER_SAMPLE_BELOW_COST: 'Numune fiyatı, {cost} USDT olan toptan satış fiyatının altında.',
  SELLER_IMPORT_LINE: 'Satır {line}: {reason}',
  SELLER_IMPORT_EMPTY: 'Dosyada ilan yok: başlık satırından sonra her satır bir ilandır.',
  SELLER_IMPORT_TOO_LONG:
    'Dosyada {max} ilandan fazlası var. Daha küçük dosyalara bölün ve her birini ayrı içe aktarın.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'Başlık satırı, içe aktarmanın tanımadığı bir sütunu adlandırıyor ya da iki kez adlandırıyor: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'Başlık satırı {column} sütununu içermelidir.',
  SELLER_IMPORT_CELLS: 'Bu satırda {count} hücre var, ancak başlık satırında {expected} var.',
  SELLER_IMPORT_QUOTE_OPEN: 'Bu satırda tırnak içinde başlayan bir hücre hiç kapatılmıyor.',
  SELLER_IMPORT_DUPLICATE: 'Bu ilan zaten {first}. satırda.',
  SELLER_IMPORT_NOT_OWN: 'Bu, mağazanızın bir ilanı değil ya da silinmiş.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'İçe aktarma indirimleri değiştirmez: indirimi dışa aktarıldığı gibi bırakın ve ürün listesinden değiştirin.',
  SELLER_IMAGE_INVALID: 'Görsel yüklenen dosyalar arasında bulunamadı. Lütfen yeniden yükleyin.',
  SELLER_DATE_RANGE_INVALID:
    'Bitiş tarihi başlangıç tarihinden önce olamaz ve bir aralık en fazla 366 gün olabilir.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Yalnızca JPEG, PNG, WebP veya GIF görselleri yüklenebilir.',
  UPLOAD_TOO_LARGE: 'Görsel çok büyük: en fazla {max} MB.',
  UPLOAD_TOO_MANY_PARTS: 'Bir yükleme bir görsel ve birkaç alan içerir; bunda çok fazla parça var.',
  UPLOAD_TOO_MANY_PIXELS: 'Görselde çok fazla piksel var: en fazla {max} megapiksel.',
  SUBSCRIBE_EMAIL_INVALID: 'Lütfen geçerli bir e-posta adresi girin.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Bu e-posta adresi zaten aboneliğe kayıtlı.',
  SUBSCRIBE_LINK_INVALID: 'Bu onay bağlantısı geçerli değil. Lütfen e-postadaki bağlantının tamamını açın.',
  NOTICE_ORDER_PLACED: 'Sipariş verildi, ödeme bekleniyor.',
  NOTICE_ORDER_PAID: 'Sipariş ödendi. Satıcının onayı bekleniyor.',
  NOTICE_ORDER_REMINDED: 'Alıcı, satıcıya siparişi kargoya vermesini hatırlattı.',
  NOTICE_ORDER_PUSHED: 'Satıcı siparişi onayladı, stok hazırlanıyor.',
  NOTICE_ORDER_SHIPPED: 'Kargoya verildi. Kargo firması: {carrier}, takip numarası: {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Gönderi kargo firması tarafından teslim alındı: {place}.',
  NOTICE_ORDER_DEPARTED: 'Gönderi şu konumdan çıkış yaptı: {place}.',
  NOTICE_ORDER_ARRIVED: 'Gönderi şu konuma ulaştı: {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Gönderi dağıtıma çıkarıldı: {place}.',
  NOTICE_ORDER_DELIVERED: 'Gönderi teslim edildi: {place}.',
  NOTICE_ORDER_RECEIVED: 'Alıcı, siparişi teslim aldığını onayladı.',
  NOTICE_ORDER_AUTO_RECEIVED: 'Teslim alma, kargoya verildikten {days} gün sonra otomatik olarak onaylandı.',
  NOTICE_ORDER_REVIEWED: 'Alıcı siparişi değerlendirdi.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Süresi içinde değerlendirme yapılmadığı için sistem varsayılan olarak olumlu bir değerlendirme verdi.',
  NOTICE_ORDER_COMPLETED: 'Sipariş tamamlandı. Ödeme satıcıya aktarıldı.',
  NOTICE_ORDER_CANCELLED: 'Alıcı siparişi iptal etti.',
  NOTICE_ORDER_AUTO_CANCELLED: 'Sipariş, süresi içinde ödenmediği için otomatik olarak iptal edildi.',
  NOTICE_ORDER_LATE_COMPENSATED:
    '{hours} saat içinde kargoya verilmedi: alıcıya {amount} USDT telafi ödemesi yapıldı.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Alıcı iade talep etti.',
  NOTICE_ORDER_REFUND_SUCCESS: 'Geri ödeme başarılı: {amount} USDT alıcının cüzdanına iade edildi.',
  NOTICE_ORDER_REFUND_FAILED: 'İade reddedildi: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Platform siparişin iadesini yaptı: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Caravan şifre sıfırlama kodunuz',
  NOTICE_RESET_CODE_BODY:
    'Caravan şifrenizi sıfırlamak için kodunuz: {code}. Kod {minutes} dakika boyunca geçerlidir. Bu kodu siz talep etmediyseniz bu e-postayı dikkate almayabilirsiniz: şifreniz değiştirilmedi.',
  AUTH_PASSWORD_WRONG: 'Şifre hatalı.',
  AUTH_EMAIL_TAKEN: 'Bu e-posta adresi zaten başka bir hesaba bağlı.',
  AUTH_EMAIL_UNCHANGED: 'Bu e-posta adresi zaten hesabınıza bağlı ve doğrulanmış.',
  AUTH_SMS_NOT_SUPPORTED: 'Kodlar SMS ile gönderilemez. Lütfen bir e-posta adresi kullanın.',
  NOTICE_BIND_CODE_SUBJECT: 'Caravan e-posta adresi doğrulama kodunuz',
  NOTICE_BIND_CODE_BODY:
    'Bu e-posta adresini {account} adlı Caravan hesabına bağlamak için kodunuz: {code}. Kod {minutes} dakika boyunca geçerlidir. Bu kodu siz talep etmediyseniz bu e-postayı dikkate almayabilirsiniz.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Caravan hesabınızın e-posta adresi değiştirildi',
  NOTICE_EMAIL_CHANGED_BODY:
    '{account} adlı Caravan hesabının e-posta adresi {email} olarak değiştirildi. Şifre sıfırlama kodları artık bu adrese gönderilecek. Bu değişikliği siz yapmadıysanız hemen Caravan müşteri hizmetleriyle iletişime geçin.',
  CREDIT_LOAN_IN_USE:
    'İncelenmekte olan veya kullanımda olan bir krediniz zaten var. Yeni bir krediye başvurmadan önce onu geri ödeyin.',
  CREDIT_IDENTITY_REQUIRED:
    'Başvuru koşulları karşılanmıyor: önce kimliğinizin doğrulanması gerekir (Hesabım › Satıcı olun).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Başvuru koşulları karşılanmıyor: hesap kısıtlanmış veya ödenmemiş, vadesi geçmiş bir kredisi var.',
  CREDIT_AMOUNT_BELOW_MIN: 'Başvurulan tutar, {min} USDT olan minimum tutarın altında.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Başvurulan tutar, {max} USDT olan maksimum tutarın üzerinde.',
  CREDIT_TERM_NOT_OFFERED: 'Bu kredi vadesi sunulmuyor. Listelenen vadelerden birini seçin.',
  CREDIT_PHOTO_INVALID: 'Yüklemeleriniz arasında bir belge fotoğrafı bulunamadı. Yeniden yükleyin.',
  CREDIT_ALREADY_DECIDED: 'Bu kredi başvurusu hakkında zaten karar verildi.',
  CREDIT_NOT_REPAYABLE: 'Bu kredi kullanımda değil, bu nedenle geri ödenecek bir şey yok.',
  CREDIT_PRODUCT_INVALID:
    'Kredi ayarları tutarsız: minimum tutar maksimum tutarı aşmamalı ve her vade 1 ile 366 gün arasında olmalıdır.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Caravan girişimci krediniz onaylandı',
  NOTICE_CREDIT_APPROVED_BODY:
    '{days} günlük {amount} USDT tutarındaki krediniz onaylandı ve Caravan cüzdanınıza ödendi. {dueDate} tarihine kadar {total} USDT geri ödeyin; ek ücret ödemeden erken geri ödeme yapabilirsiniz.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Caravan kredi başvurunuz onaylanmadı',
  NOTICE_CREDIT_REJECTED_BODY:
    '{amount} USDT tutarındaki kredi başvurunuz onaylanmadı: {reason}. Başvurunuzu düzelterek yeniden başvurabilirsiniz.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Caravan kredinizin vadesi geçti',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Kredinizin vadesi {dueDate} tarihindeydi. Geri ödenene kadar günlük {rate} gecikme faizi eklenir. Şimdi geri ödenecek tutar: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: '{orderNo} numaralı sipariş ödendi',
  NOTICE_ORDER_PAID_BODY:
    '{orderNo} numaralı sipariş için {amount} USDT tutarındaki ödemenizi aldık. Mağaza şimdi gönderimi ayarlayacak.',
  NOTICE_ORDER_SOLD_TITLE: 'Yeni ödenmiş sipariş {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    '{orderNo} numaralı sipariş ödendi ({amount} USDT). Gönderilmesi için satıcı merkezinizde {cost} USDT toptan maliyetle satın alın.',
  NOTICE_ORDER_REMINDED_TITLE: 'Alıcı {orderNo} numaralı siparişin gönderilmesini istiyor',
  NOTICE_ORDER_REMINDED_BODY:
    '{orderNo} numaralı siparişin alıcısı size gönderimi hatırlattı. Henüz satın almadıysanız, gönderilmesi için satıcı merkezinizden satın alın.',
  NOTICE_ORDER_SHIPPED_TITLE: '{orderNo} numaralı sipariş kargoya verildi',
  NOTICE_ORDER_SHIPPED_BODY:
    '{orderNo} numaralı siparişiniz {carrier} ile gönderildi, takip numarası {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: '{orderNo} numaralı sipariş için iade onaylandı',
  NOTICE_REFUND_APPROVED_BODY:
    '{orderNo} numaralı sipariş için {amount} USDT tutarındaki iadeniz onaylandı ve Caravan cüzdanınıza geri ödendi.',
  NOTICE_REFUND_REFUSED_TITLE: '{orderNo} numaralı sipariş için iade reddedildi',
  NOTICE_REFUND_REFUSED_BODY:
    '{orderNo} numaralı sipariş için iade talebiniz reddedildi: {reason}. Sipariş önceki gibi devam ediyor.',
  NOTICE_LATE_COMPENSATION_TITLE: '{orderNo} numaralı sipariş gecikti: size bir telafimiz var',
  NOTICE_LATE_COUPON_BODY:
    '{orderNo} numaralı sipariş {hours} saat içinde kargoya verilmedi. Özür dileriz: {amount} USDT indirimli bir kupon artık Kuponlarım bölümünde sizi bekliyor.',
  NOTICE_LATE_CREDIT_BODY:
    '{orderNo} numaralı sipariş {hours} saat içinde kargoya verilmedi. Özür dileriz: cüzdanınıza {amount} USDT eklendi.',
  NOTICE_ORDER_REFUNDED_TITLE: '{orderNo} numaralı sipariş iade edildi',
  NOTICE_ORDER_REFUNDED_BODY:
    'Platform {orderNo} numaralı siparişinizi iade etti: {reason}. {amount} USDT Caravan cüzdanınıza geri döndü.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Para yatırma onaylandı',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    '{orderNo} numaralı para yatırma işleminiz onaylandı ve Caravan cüzdanınıza {amount} USDT eklendi.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Para yatırma reddedildi',
  NOTICE_DEPOSIT_REJECTED_BODY:
    '{orderNo} numaralı para yatırma işleminiz reddedildi: {reason}. Cüzdanınıza hiçbir şey eklenmedi; bunun bir hata olduğunu düşünüyorsanız müşteri hizmetleriyle iletişime geçin.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Para çekme ödendi',
  NOTICE_WITHDRAWAL_PAID_BODY:
    '{orderNo} numaralı {amount} USDT tutarındaki para çekme işleminiz ödendi (ücret: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Para çekme reddedildi',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    '{orderNo} numaralı para çekme işleminiz reddedildi: {reason}. Bunun için bloke edilen {amount} USDT Caravan cüzdanınıza geri döndü.',
  NOTICE_SELLER_APPROVED_TITLE: 'Mağazanız açıldı',
  NOTICE_SELLER_APPROVED_BODY:
    'Satıcı başvurunuz onaylandı ve {storeName} mağazanız açıldı. Artık satıcı merkezinizde ürün listeleyebilirsiniz.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Kimliğiniz doğrulandı',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Kimlik doğrulamanız onaylandı. Hesabınız artık doğrulanmış durumda.',
  NOTICE_SELLER_REJECTED_TITLE: 'Başvurunuz onaylanmadı',
  NOTICE_SELLER_REJECTED_BODY: 'Başvurunuz onaylanmadı: {reason}. Düzeltip yeniden gönderebilirsiniz.',
  NOTICE_WELCOME_SUBJECT: 'Caravan’a hoş geldiniz',
  NOTICE_WELCOME_BODY:
    'Caravan’a abone olduğunuz için teşekkür ederiz. {email} adresini onaylamak ve hoş geldin kuponunuzu almak için şu bağlantıyı açın: {link} Adres onaylanana kadar Caravan bu adrese başka bir şey göndermeyecek. Abone olmadıysanız bu e-postayı yok sayabilirsiniz.',
};
