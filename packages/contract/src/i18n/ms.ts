import type { MessageCode } from '../notices.js';

export const ms: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Nilai {field} tidak sah.',
  COMMON_PARAM_MISSING: '{field} wajib diisi.',
  COMMON_PARAM_TOO_LONG: '{field} tidak boleh melebihi {max} aksara.',
  COMMON_BODY_TOO_LARGE: 'Permintaan terlalu besar: maksimum {max} KB.',
  COMMON_SYSTEM_ERROR: 'Berlaku ralat di pihak kami. Sila cuba lagi kemudian.',
  COMMON_NOT_FOUND: 'Halaman atau item yang anda minta tidak wujud.',
  COMMON_RATE_LIMITED: 'Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.',
  COMMON_METHOD_NOT_ALLOWED: 'Kaedah permintaan ini tidak dibenarkan di sini.',
  COMMON_NO_PERMISSION: 'Anda tidak mempunyai kebenaran untuk melakukan tindakan ini.',
  COMMON_DUPLICATE_SUBMISSION: 'Permintaan ini telah pun dihantar.',
  COMMON_NOT_SUPPORTED: 'Ciri ini tidak tersedia di sini.',
  AUTH_NOT_LOGGED_IN: 'Anda belum log masuk. Sila log masuk terlebih dahulu.',
  AUTH_SESSION_EXPIRED: 'Sesi anda telah tamat tempoh. Sila log masuk semula.',
  AUTH_LOGIN_FAILED: 'Akaun atau kata laluan tidak betul.',
  AUTH_ACCOUNT_LOCKED:
    'Input tidak sah dimasukkan tiga kali berturut-turut. Sila cuba lagi dalam {minutes} minit.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Akaun ini telah dikunci oleh khidmat pelanggan. Sila cuba lagi dalam {minutes} minit atau hubungi kami.',
  AUTH_ACCOUNT_DISABLED: 'Akaun ini telah dikunci atau dinyahaktifkan.',
  AUTH_NOT_A_SELLER: 'Akaun ini tidak mempunyai kedai.',
  AUTH_CAPTCHA_FAILED: 'Pengesahan gelongsor gagal. Sila cuba lagi.',
  AUTH_CAPTCHA_EXPIRED: 'Pengesahan gelongsor telah tamat tempoh. Sila gelongsor semula.',
  AUTH_AGREEMENT_REQUIRED: 'Sila baca dan terima perjanjian pengguna.',
  AUTH_USERNAME_INVALID: 'Nama pengguna mestilah 6 hingga 24 huruf atau digit.',
  AUTH_PHONE_INVALID:
    'Sila masukkan nombor telefon yang sah bersama kod negaranya (sekurang-kurangnya 8 digit).',
  AUTH_EMAIL_INVALID:
    'Sila masukkan alamat e-mel yang sah dengan bahagian sebelum @ mengandungi sekurang-kurangnya 6 huruf atau digit.',
  AUTH_PASSWORD_INVALID: 'Kata laluan mestilah 6 hingga 12 aksara dan mengandungi kedua-dua huruf dan digit.',
  AUTH_PASSWORDS_DIFFERENT: 'Kedua-dua kata laluan tidak sepadan.',
  AUTH_OLD_PASSWORD_WRONG: 'Kata laluan lama tidak betul.',
  AUTH_ACCOUNT_EXISTS: 'Akaun ini telah pun didaftarkan.',
  AUTH_AGENT_CODE_INVALID: 'Kod jemputan tidak sah.',
  AUTH_CODE_WRONG: 'Kod pengesahan salah atau telah tamat tempoh.',
  AUTH_CODE_TOO_FREQUENT: 'Kod baru sahaja dihantar. Sila tunggu {seconds} saat sebelum meminta semula.',
  AUTH_SAFEWORD_INVALID: 'Kata laluan dana mestilah tepat 6 digit.',
  AUTH_SAFEWORD_NOT_SET: 'Sila tetapkan kata laluan dana terlebih dahulu.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Kata laluan dana telah pun ditetapkan. Sila tukar kata laluan tersebut sebaliknya.',
  AUTH_SAFEWORD_WRONG: 'Kata laluan dana tidak betul. Baki {remaining} percubaan untuk hari ini.',
  AUTH_SAFEWORD_LOCKED: 'Percubaan kata laluan melebihi 3 kali. Sila cuba lagi esok.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Akaun tidak boleh ditamatkan selagi masih ada baki. Sila keluarkan baki tersebut terlebih dahulu.',
  AUTH_CANCEL_LOAN_OPEN:
    'Akaun tidak boleh ditamatkan selagi anda mempunyai pinjaman yang sedang disemak atau belum dibayar balik. Tunggu keputusan permohonan anda, atau bayar balik pinjaman itu terlebih dahulu.',
  AUTH_CANCEL_ORDER_OPEN:
    'Akaun tidak boleh ditamatkan selagi ada pesanan yang anda beli atau jual belum selesai (sudah dibayar tetapi belum selesai, atau bayaran balik sedang diproses). Sila tunggu sehingga pesanan itu selesai atau dibayar balik.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Akaun tidak boleh ditamatkan selagi ada deposit yang sedang diproses. Sila tunggu sehingga deposit itu dikreditkan atau ditolak.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Akaun tidak boleh ditamatkan selagi ada pengeluaran yang sedang diproses. Sila tunggu sehingga pengeluaran itu dibayar atau ditolak.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Baki anda sebanyak {balance} USDT adalah di bawah pengeluaran minimum {min} USDT dan tidak boleh dikeluarkan. Untuk menutup akaun, sahkan bahawa anda melepaskannya.',
  ADMIN_OPERATOR_EXISTS: 'Operator dengan nama pengguna ini sudah wujud.',
  ADMIN_CANNOT_CHANGE_SELF: 'Anda tidak boleh menukar peranan atau status anda sendiri.',
  ADMIN_SYSPARA_UNKNOWN: 'Parameter sistem {code} tidak wujud.',
  ADMIN_SYSPARA_INVALID: 'Nilai untuk {code} tidak sah bagi jenis dan had parameter tersebut.',
  ADMIN_STATE_UNCHANGED: 'Tiada apa-apa untuk diubah: item ini sudah berada dalam keadaan tersebut.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Pengendali ini tidak boleh mengambil perbualan sokongan: akaunnya tidak dikenali atau dinyahaktifkan, atau peranannya tidak melayan khidmat pelanggan.',
  CATALOG_GOODS_NOT_FOUND: 'Produk ini tidak wujud.',
  CATALOG_GOODS_OFF_SHELF: 'Produk ini tidak lagi dijual.',
  CATALOG_SHOP_NOT_FOUND: 'Kedai ini tidak wujud atau telah ditutup.',
  CATALOG_CATEGORY_NOT_FOUND: 'Kategori ini tidak wujud.',
  CATALOG_ALREADY_KEPT: 'Produk ini sudah ada dalam senarai kegemaran anda.',
  CATALOG_ALREADY_FOLLOWED: 'Anda sudah mengikuti kedai ini.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Anda tidak boleh mengikuti kedai anda sendiri.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Akaun penjual tidak boleh mengikuti kedai lain.',
  KYC_PENDING: 'Permohonan anda sedang disemak. Anda boleh mengubahnya selepas ia diputuskan.',
  KYC_ALREADY_VERIFIED: 'Identiti anda telah pun disahkan.',
  KYC_ALREADY_SELLER: 'Akaun ini sudah mempunyai kedai.',
  KYC_PHOTO_INVALID: 'Foto pengenalan tidak ditemui dalam muat naik anda. Muat naik semula.',
  KYC_STORE_NAME_TAKEN: 'Kedai dengan nama ini sudah wujud. Pilih nama lain.',
  KYC_ALREADY_DECIDED: 'Permohonan ini telah pun diputuskan.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Kategori ini tidak boleh dipadam selagi ia mengandungi {goods} barangan dan {children} subkategori. Alihkannya dahulu.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Kategori mempunyai dua peringkat: induk subkategori mestilah kategori peringkat atas, dan kategori yang mempunyai subkategori tidak boleh menjadi subkategori.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Subkategori ini bukan milik kategori yang dipilih.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Sepanduk ini tidak wujud.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Masa tamat jadual mestilah selepas masa mula.',
  WALLET_INSUFFICIENT_BALANCE: 'Baki tidak mencukupi. Sila buat deposit terlebih dahulu.',
  WALLET_AMOUNT_INVALID:
    'Sila masukkan amaun yang lebih besar daripada 0 dengan maksimum {decimals} tempat perpuluhan.',
  WALLET_DEPOSIT_BELOW_MIN: 'Deposit minimum ialah {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Deposit maksimum ialah {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Deposit ditutup buat masa ini. Sila cuba lagi kemudian.',
  WALLET_CHANNEL_CLOSED: 'Saluran deposit ini tidak dibuka.',
  WALLET_CHAIN_INVALID: 'Sila pilih rangkaian yang ditawarkan untuk mata wang ini.',
  WALLET_CERTIFICATE_REQUIRED: 'Sila muat naik bukti pembayaran.',
  WALLET_CARD_NUMBER_INVALID: 'Sila masukkan nombor kad bank yang sah.',
  WALLET_BANK_ACCOUNT_INVALID: 'Masukkan nombor akaun (6 hingga 34 digit) atau IBAN akaun penerima.',
  WALLET_IBAN_INVALID:
    'IBAN ini tidak sah: digit semaknya tidak sepadan. Semak setiap aksara dengan penyata bank anda.',
  WALLET_SWIFT_INVALID: 'Masukkan kod SWIFT/BIC bank: 8 atau 11 huruf dan digit, contohnya EBILAEAD.',
  WALLET_RATE_MISSING: 'Tiada kadar pertukaran ditetapkan untuk {coin}. Sila cuba lagi kemudian.',
  WALLET_PAYMENT_LINK_FAILED: 'Pautan pembayaran tidak dapat dibuat. Sila cuba kaedah pembayaran lain.',
  WALLET_NO_PAYMENT_METHOD: 'Tiada kaedah pembayaran tersedia untuk amaun ini.',
  WALLET_PAYMENT_FAILED: 'Pembayaran tidak berjaya. Tiada wang ditolak daripada dompet anda.',
  WALLET_ALREADY_DECIDED: 'Permintaan ini telah pun diproses.',
  WALLET_WITHDRAWALS_CLOSED: 'Pengeluaran ditutup buat masa ini. Sila cuba lagi kemudian.',
  WALLET_WITHDRAW_BELOW_MIN: 'Pengeluaran minimum ialah {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Pengeluaran maksimum ialah {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Pengeluaran hanya diterima dalam tempoh {hours} (waktu China).',
  WALLET_WITHDRAW_DAILY_LIMIT:
    'Anda boleh membuat pengeluaran paling banyak {count} kali sehari. Sila cuba lagi esok.',
  WALLET_WITHDRAW_IN_PROGRESS: 'Satu pengeluaran sedang diproses. Sila tunggu sehingga ia selesai diproses.',
  WALLET_ADDRESS_REQUIRED: 'Sila ikat alamat pengeluaran terlebih dahulu.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Hanya satu alamat pengeluaran boleh diikat.',
  WALLET_ADDRESS_INVALID: 'Alamat ini tidak sah untuk rangkaian yang dipilih.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Huruf besar dan kecil alamat ini tidak sepadan dengan hasil tambah semaknya, jadi ada aksara yang salah. Salin semula daripada dompet anda.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Alamat Ethereum ini semuanya huruf kecil (atau semuanya huruf besar), jadi ia tiada hasil tambah semak dan aksara yang tersalah taip tidak dapat dikesan. Salin daripada dompet anda bersama huruf besarnya, atau sahkan bahawa anda telah menyemak setiap aksara.',
  WALLET_ADDRESS_ZERO:
    'Ini ialah alamat sifar: apa-apa yang dihantar ke alamat ini tidak boleh dibelanjakan oleh sesiapa. Masukkan alamat dompet anda sendiri.',
  WALLET_RATE_CHANGED:
    'Kadar {coin} baru sahaja berubah kepada {rate} USDT. Semak jumlah yang akan anda terima dan sahkan sekali lagi.',
  ADDRESS_LIMIT_REACHED:
    'Anda boleh menyimpan maksimum {max} alamat penghantaran. Padam satu alamat untuk menambah alamat lain.',
  ADDRESS_REQUIRED: 'Sila pilih alamat penghantaran.',
  ADDRESS_REGION_INVALID: 'Negara, negeri atau bandar tidak sah. Sila pilih semula.',
  CART_ALREADY_ADDED: 'Produk ini sudah ada dalam troli beli-belah anda.',
  CART_FULL: 'Troli anda boleh memuatkan maksimum {max} produk.',
  CART_LINE_UNREADABLE: 'Tulis id item dan kuantiti nombor bulat, dipisahkan dengan koma.',
  CART_ITEM_UNKNOWN: 'Tiada tawaran atau SKU dengan id ini.',
  CART_ITEM_AMBIGUOUS: 'Beberapa kedai menjual SKU ini: tulis id tawaran dan id SKU sebagai tawaran/SKU.',
  CART_ITEM_NEEDS_SKU: 'Tawaran ini ada beberapa pilihan: tulis tawaran/SKU dengan id SKU pilihan itu.',
  CART_BATCH_TOO_LONG: 'Tambah paling banyak {max} baris sekali gus.',
  ORDER_NOTHING_SELECTED: 'Sila pilih produk yang hendak dibeli.',
  ORDER_BELOW_MIN: 'Kuantiti kurang daripada pembelian minimum sebanyak {min}.',
  ORDER_ABOVE_MAX: 'Kuantiti melebihi pembelian maksimum sebanyak {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Produk ini dijual dalam pek {pack} unit: sila pesan dalam gandaan {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Produk ini tiada sampel untuk dipesan.',
  ORDER_SAMPLE_OVER_LIMIT: 'Sampel produk ini tidak boleh melebihi {max} unit.',
  ORDER_SAMPLE_TAKEN: 'Anda telah pun memesan sampel produk ini.',
  ORDER_OWN_SHOP: 'Anda tidak boleh membeli produk daripada kedai anda sendiri.',
  ORDER_OUT_OF_STOCK: 'Stok produk ini tidak mencukupi.',
  ORDER_NOT_PAYABLE: 'Pesanan ini tidak lagi boleh dibayar.',
  ORDER_CANNOT_CANCEL: 'Hanya pesanan yang menunggu pembayaran boleh dibatalkan.',
  ORDER_CANNOT_REMIND:
    'Peringatan hanya boleh dihantar untuk pesanan yang telah dibayar dan sedang menunggu penghantaran.',
  ORDER_ALREADY_REMINDED: 'Peringatan untuk pesanan ini telah pun dihantar.',
  ORDER_CANNOT_RECEIPT: 'Hanya pesanan yang telah dihantar boleh disahkan sebagai diterima.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Sebab ini untuk barang yang telah anda terima, dan pesanan ini belum dihantar. Sila pilih sebab lain.',
  ORDER_SHIPPED_NO_REFUND:
    'Pesanan yang telah dihantar tidak boleh dibayar balik semasa dalam perjalanan. Anda boleh meminta bayaran balik sebaik sahaja pesanan tiba.',
  ORDER_REFUND_NOT_ALLOWED:
    'Bayaran balik tidak boleh diminta untuk pesanan yang menunggu pembayaran, telah selesai atau telah dibatalkan.',
  ORDER_REFUND_WINDOW_CLOSED: 'Tempoh pemulangan {days} hari untuk pesanan ini telah tamat.',
  ORDER_REFUND_EXISTS: 'Bayaran balik untuk pesanan ini telah pun diminta.',
  ORDER_NO_REFUND_PENDING: 'Pesanan ini tiada bayaran balik yang menunggu keputusan.',
  ORDER_CANNOT_REVIEW: 'Hanya pesanan yang telah diterima boleh diulas.',
  ORDER_ALREADY_REVIEWED: 'Produk ini telah pun diulas.',
  ORDER_CANNOT_PURCHASE: 'Hanya pesanan yang telah dibayar boleh dibeli untuk penghantaran.',
  ORDER_CANNOT_SHIP: 'Hanya pesanan yang telah dibeli oleh penjual boleh dihantar.',
  COUPON_NOT_STARTED: 'Kupon ini belum boleh dituntut.',
  COUPON_ENDED: 'Kupon ini telah tamat.',
  COUPON_SOLD_OUT: 'Semua kupon ini telah habis dituntut.',
  COUPON_LIMIT_REACHED: 'Anda boleh memegang maksimum {max} kupon ini.',
  COUPON_OWN_SHOP: 'Anda tidak boleh menuntut kupon kedai anda sendiri.',
  COUPON_NOT_HELD: 'Anda tidak mempunyai kupon ini, atau kupon ini telah digunakan.',
  COUPON_NOT_APPLICABLE: 'Kupon ini tidak boleh digunakan untuk produk ini.',
  COUPON_MIN_SPEND: 'Kupon ini memerlukan pembelian produk bernilai sekurang-kurangnya {min} USDT.',
  COUPON_ONE_PER_ORDER:
    'Gunakan maksimum satu kupon kedai bagi setiap kedai dan satu kupon platform bagi setiap pembayaran.',
  COUPON_WINDOW_INVALID:
    'Kupon mesti tamat selepas ia bermula, dan tempohnya tidak boleh melebihi {days} hari.',
  COUPON_TERMS_LOCKED:
    'Pembeli telah menuntut kupon ini: hanya tajuk, kuantiti dan tarikh tamatnya boleh diubah.',
  COUPON_TOTAL_BELOW_CLAIMED: 'Kuantiti tidak boleh kurang daripada {claimed} yang telah dituntut.',
  SELLER_PRICE_OUT_OF_RANGE: 'Harga jualan mestilah antara {min} dan {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Nisbah keuntungan mestilah antara {min}% dan {max}%.',
  SELLER_DISCOUNT_BELOW_COST: 'Dengan diskaun ini, {name} akan dijual di bawah harga borongnya.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'Diskaun mesti tamat selepas ia bermula, dan tarikh tamatnya mesti pada masa hadapan.',
  SELLER_TIER_COUNT: 'Harga berperingkat mempunyai 1 hingga {max} peringkat.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Peringkat pertama mesti bermula pada kuantiti pesanan minimum, iaitu {moq}.',
  SELLER_TIER_MIN_NOT_RISING:
    'Peringkat {rung}: kuantiti minimumnya mestilah lebih tinggi daripada peringkat sebelumnya.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Peringkat {rung}: harga seunitnya mestilah lebih rendah daripada peringkat sebelumnya.',
  SELLER_TIER_BELOW_COST: 'Peringkat {rung}: harga seunit di bawah harga borong sebanyak {cost} USDT.',
  SELLER_TIER_NOT_PACK: 'Peringkat {rung}: kuantiti minimumnya mestilah gandaan saiz pek, iaitu {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Peringkat {rung}: kuantiti minimumnya melebihi pembelian maksimum sebanyak {max}.',
  SELLER_MOQ_BELOW_MIN:
    'Kuantiti pesanan minimum tidak boleh kurang daripada pembelian minimum produk itu sendiri sebanyak {min}.',
  SELLER_SAMPLE_BELOW_COST: 'Harga sampel di bawah harga borong sebanyak {cost} USDT.',
  SELLER_IMPORT_LINE: 'Baris {line}: {reason}',
  SELLER_IMPORT_EMPTY:
    'Fail ini tiada senarai produk: selepas baris pengepala, setiap baris ialah satu senarai.',
  SELLER_IMPORT_TOO_LONG:
    'Fail ini mempunyai lebih daripada {max} senarai. Pecahkan kepada fail yang lebih kecil dan import setiap satu.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'Baris pengepala menamakan lajur yang tidak dikenali oleh import, atau menamakannya dua kali: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'Baris pengepala mesti menamakan lajur {column}.',
  SELLER_IMPORT_CELLS: 'Baris ini mempunyai {count} sel, tetapi baris pengepala mempunyai {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Sel bertanda petik bermula pada baris ini dan tidak pernah ditutup.',
  SELLER_IMPORT_DUPLICATE: 'Senarai ini sudah ada pada baris {first}.',
  SELLER_IMPORT_NOT_OWN: 'Ini bukan senarai produk kedai anda, atau ia telah dipadam.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'Import tidak mengubah diskaun: biarkan diskaun seperti yang dieksport dan ubahnya dalam senarai barangan.',
  SELLER_IMAGE_INVALID: 'Imej tidak ditemui dalam muat naik. Sila muat naik semula.',
  SELLER_DATE_RANGE_INVALID:
    'Tarikh tamat tidak boleh sebelum tarikh mula, dan julat tarikh paling lama 366 hari.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Hanya imej JPEG, PNG, WebP atau GIF boleh dimuat naik.',
  UPLOAD_TOO_LARGE: 'Imej terlalu besar: maksimum {max} MB.',
  UPLOAD_TOO_MANY_PARTS:
    'Satu muat naik membawa satu imej dan beberapa medan; yang ini mempunyai terlalu banyak bahagian.',
  UPLOAD_TOO_MANY_PIXELS: 'Imej mempunyai terlalu banyak piksel: maksimum {max} megapiksel.',
  SUBSCRIBE_EMAIL_INVALID: 'Sila masukkan alamat e-mel yang sah.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Alamat e-mel ini sudah pun melanggan.',
  SUBSCRIBE_LINK_INVALID:
    'Pautan pengesahan ini tidak sah. Sila buka pautan penuh yang terdapat dalam e-mel tersebut.',
  NOTICE_ORDER_PLACED: 'Pesanan dibuat, menunggu pembayaran.',
  NOTICE_ORDER_PAID: 'Pesanan telah dibayar. Menunggu pengesahan daripada penjual.',
  NOTICE_ORDER_REMINDED: 'Pembeli telah mengingatkan penjual untuk menghantar pesanan.',
  NOTICE_ORDER_PUSHED: 'Penjual telah mengesahkan pesanan dan stok sedang disediakan.',
  NOTICE_ORDER_SHIPPED: 'Dihantar melalui {carrier}, nombor penjejakan {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Bungkusan telah diambil oleh kurier di {place}.',
  NOTICE_ORDER_DEPARTED: 'Bungkusan telah berlepas dari {place}.',
  NOTICE_ORDER_ARRIVED: 'Bungkusan telah tiba di {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Bungkusan sedang dalam penghantaran di {place}.',
  NOTICE_ORDER_DELIVERED: 'Bungkusan telah diserahkan di {place}.',
  NOTICE_ORDER_RECEIVED: 'Pembeli telah mengesahkan penerimaan.',
  NOTICE_ORDER_AUTO_RECEIVED: 'Penerimaan disahkan secara automatik {days} hari selepas penghantaran.',
  NOTICE_ORDER_REVIEWED: 'Pembeli telah mengulas pesanan.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Tiada ulasan diberikan dalam tempoh yang ditetapkan, jadi sistem memberikan ulasan baik secara lalai.',
  NOTICE_ORDER_COMPLETED: 'Pesanan selesai. Bayaran telah diselesaikan kepada penjual.',
  NOTICE_ORDER_CANCELLED: 'Pembeli telah membatalkan pesanan.',
  NOTICE_ORDER_AUTO_CANCELLED:
    'Pesanan dibatalkan secara automatik kerana tidak dibayar dalam tempoh yang ditetapkan.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Tidak dihantar dalam tempoh {hours} jam: pembeli telah diberi pampasan sebanyak {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Pembeli telah meminta bayaran balik.',
  NOTICE_ORDER_REFUND_SUCCESS: 'Bayaran balik berjaya: {amount} USDT telah dikembalikan ke dompet pembeli.',
  NOTICE_ORDER_REFUND_FAILED: 'Bayaran balik ditolak: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Platform telah membuat bayaran balik untuk pesanan ini: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Kod tetapan semula kata laluan Caravan anda',
  NOTICE_RESET_CODE_BODY:
    'Kod untuk menetapkan semula kata laluan Caravan anda ialah {code}. Kod ini sah selama {minutes} minit. Jika anda tidak memintanya, anda boleh mengabaikan e-mel ini: kata laluan anda tidak berubah.',
  AUTH_PASSWORD_WRONG: 'Kata laluan tidak betul.',
  AUTH_EMAIL_TAKEN: 'Alamat e-mel ini telah pun diikat pada akaun lain.',
  AUTH_EMAIL_UNCHANGED: 'Alamat e-mel ini telah pun diikat pada akaun anda dan disahkan.',
  AUTH_SMS_NOT_SUPPORTED: 'Kod tidak boleh dihantar melalui SMS. Sila gunakan alamat e-mel.',
  NOTICE_BIND_CODE_SUBJECT: 'Kod untuk mengesahkan alamat e-mel anda bagi Caravan',
  NOTICE_BIND_CODE_BODY:
    'Kod untuk mengikat alamat e-mel ini pada akaun Caravan {account} ialah {code}. Kod ini sah selama {minutes} minit. Jika anda tidak memintanya, anda boleh mengabaikan e-mel ini.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Alamat e-mel akaun Caravan anda telah ditukar',
  NOTICE_EMAIL_CHANGED_BODY:
    'Alamat e-mel akaun Caravan {account} telah ditukar kepada {email}. Kod tetapan semula kata laluan kini akan dihantar ke alamat tersebut. Jika anda tidak membuat perubahan ini, hubungi khidmat pelanggan Caravan dengan segera.',
  CREDIT_LOAN_IN_USE:
    'Anda sudah mempunyai pinjaman yang sedang disemak atau sedang digunakan. Bayar balik pinjaman itu sebelum memohon pinjaman lain.',
  CREDIT_IDENTITY_REQUIRED:
    'Syarat kelayakan tidak dipenuhi: identiti anda perlu disahkan terlebih dahulu (Akaun saya › Jadi penjual).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Syarat kelayakan tidak dipenuhi: akaun disekat atau mempunyai pinjaman tertunggak yang belum dibayar.',
  CREDIT_AMOUNT_BELOW_MIN: 'Jumlah yang dipohon kurang daripada minimum {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Jumlah yang dipohon melebihi maksimum {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Tempoh pinjaman ini tidak ditawarkan. Pilih salah satu tempoh yang disenaraikan.',
  CREDIT_PHOTO_INVALID: 'Foto dokumen tidak ditemui dalam muat naik anda. Muat naik semula.',
  CREDIT_ALREADY_DECIDED: 'Permohonan pinjaman ini telah pun diputuskan.',
  CREDIT_NOT_REPAYABLE: 'Pinjaman ini tidak sedang digunakan, jadi tiada apa-apa untuk dibayar balik.',
  CREDIT_PRODUCT_INVALID:
    'Tetapan pinjaman tidak konsisten: minimum tidak boleh melebihi maksimum dan setiap tempoh mestilah 1 hingga 366 hari.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Pinjaman permulaan Caravan anda telah diluluskan',
  NOTICE_CREDIT_APPROVED_BODY:
    'Pinjaman anda sebanyak {amount} USDT selama {days} hari telah diluluskan dan dimasukkan ke dompet Caravan anda. Bayar balik {total} USDT selewat-lewatnya pada {dueDate}; anda boleh membayar balik lebih awal tanpa kos tambahan.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Permohonan pinjaman Caravan anda tidak diluluskan',
  NOTICE_CREDIT_REJECTED_BODY:
    'Permohonan anda untuk pinjaman sebanyak {amount} USDT tidak diluluskan: {reason}. Anda boleh membetulkannya dan memohon semula.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Pinjaman Caravan anda telah tertunggak',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Pinjaman anda perlu dibayar pada {dueDate}. Selagi belum dibayar balik, kadar tunggakan sebanyak {rate} sehari akan dikenakan. Untuk membayar balik sekarang: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Pesanan {orderNo} telah dibayar',
  NOTICE_ORDER_PAID_BODY:
    'Kami telah menerima bayaran anda sebanyak {amount} USDT untuk pesanan {orderNo}. Kedai akan menguruskan penghantarannya.',
  NOTICE_ORDER_SOLD_TITLE: 'Pesanan berbayar baharu {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'Pesanan {orderNo} telah dibayar ({amount} USDT). Beli pesanan ini di pusat penjual anda pada kos borong {cost} USDT supaya ia dihantar.',
  NOTICE_ORDER_REMINDED_TITLE: 'Pembeli meminta pesanan {orderNo} dihantar',
  NOTICE_ORDER_REMINDED_BODY:
    'Pembeli pesanan {orderNo} mengingatkan anda untuk menghantarnya. Jika anda belum membelinya, beli di pusat penjual anda supaya pesanan itu dihantar.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Pesanan {orderNo} telah dihantar',
  NOTICE_ORDER_SHIPPED_BODY:
    'Pesanan anda {orderNo} telah dihantar oleh {carrier}, nombor penjejakan {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Bayaran balik untuk pesanan {orderNo} diluluskan',
  NOTICE_REFUND_APPROVED_BODY:
    'Bayaran balik anda sebanyak {amount} USDT untuk pesanan {orderNo} telah diluluskan dan dikembalikan ke dompet Caravan anda.',
  NOTICE_REFUND_REFUSED_TITLE: 'Bayaran balik untuk pesanan {orderNo} ditolak',
  NOTICE_REFUND_REFUSED_BODY:
    'Permintaan bayaran balik anda untuk pesanan {orderNo} telah ditolak: {reason}. Pesanan diteruskan seperti biasa.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Pesanan {orderNo} lewat: ini pampasan untuk anda',
  NOTICE_LATE_COUPON_BODY:
    'Pesanan {orderNo} tidak dihantar dalam tempoh {hours} jam. Kami memohon maaf: kupon potongan {amount} USDT kini tersedia dalam Kupon saya.',
  NOTICE_LATE_CREDIT_BODY:
    'Pesanan {orderNo} tidak dihantar dalam tempoh {hours} jam. Kami memohon maaf: {amount} USDT telah ditambah ke dompet anda.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Pesanan {orderNo} telah dibayar balik',
  NOTICE_ORDER_REFUNDED_BODY:
    'Platform telah membayar balik pesanan anda {orderNo}: {reason}. {amount} USDT telah dikembalikan ke dompet Caravan anda.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Deposit disahkan',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Deposit anda {orderNo} telah disahkan dan {amount} USDT telah ditambah ke dompet Caravan anda.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Deposit ditolak',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Deposit anda {orderNo} telah ditolak: {reason}. Tiada apa-apa ditambah ke dompet anda; hubungi khidmat pelanggan jika anda fikir ini satu kesilapan.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Pengeluaran telah dibayar',
  NOTICE_WITHDRAWAL_PAID_BODY:
    'Pengeluaran anda {orderNo} sebanyak {amount} USDT telah dibayar (yuran: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Pengeluaran ditolak',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Pengeluaran anda {orderNo} telah ditolak: {reason}. {amount} USDT yang ditahan untuknya telah dikembalikan ke dompet Caravan anda.',
  NOTICE_SELLER_APPROVED_TITLE: 'Kedai anda telah dibuka',
  NOTICE_SELLER_APPROVED_BODY:
    'Permohonan penjual anda telah diluluskan dan kedai anda {storeName} telah dibuka. Anda kini boleh menyenaraikan barangan di pusat penjual anda.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Identiti anda telah disahkan',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Semakan identiti anda telah diluluskan. Akaun anda kini disahkan.',
  NOTICE_SELLER_REJECTED_TITLE: 'Permohonan anda tidak diluluskan',
  NOTICE_SELLER_REJECTED_BODY:
    'Permohonan anda tidak diluluskan: {reason}. Anda boleh membetulkannya dan menghantarnya semula.',
  NOTICE_WELCOME_SUBJECT: 'Selamat datang ke Caravan',
  NOTICE_WELCOME_BODY:
    'Terima kasih kerana melanggan Caravan. Untuk mengesahkan {email} dan menerima kupon alu-aluan anda, sila buka pautan ini: {link} Selagi alamat ini belum disahkan, Caravan tidak akan menghantar apa-apa lagi ke alamat tersebut. Jika anda tidak melanggan, anda boleh abaikan e-mel ini.',
};
