import type { MessageCode } from '../notices.js';

export const id: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'Nilai {field} tidak valid.',
  COMMON_PARAM_MISSING: '{field} wajib diisi.',
  COMMON_PARAM_TOO_LONG: '{field} maksimal {max} karakter.',
  COMMON_BODY_TOO_LARGE: 'Permintaan terlalu besar: maksimal {max} KB.',
  COMMON_SYSTEM_ERROR: 'Terjadi kesalahan pada sistem kami. Silakan coba lagi nanti.',
  COMMON_NOT_FOUND: 'Halaman atau item yang Anda minta tidak ditemukan.',
  COMMON_RATE_LIMITED: 'Terlalu banyak permintaan. Harap tunggu sebentar lalu coba lagi.',
  COMMON_METHOD_NOT_ALLOWED: 'Metode permintaan ini tidak diizinkan di sini.',
  COMMON_NO_PERMISSION: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
  COMMON_DUPLICATE_SUBMISSION: 'Permintaan ini sudah dikirim.',
  COMMON_NOT_SUPPORTED: 'Fitur ini tidak tersedia di sini.',
  AUTH_NOT_LOGGED_IN: 'Anda belum masuk. Silakan masuk terlebih dahulu.',
  AUTH_SESSION_EXPIRED: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  AUTH_LOGIN_FAILED: 'Akun atau kata sandi salah.',
  AUTH_ACCOUNT_LOCKED:
    'Input tidak valid sebanyak tiga kali berturut-turut. Silakan coba lagi dalam {minutes} menit.',
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Akun ini telah dikunci oleh layanan pelanggan. Silakan coba lagi dalam {minutes} menit atau hubungi kami.',
  AUTH_ACCOUNT_DISABLED: 'Akun ini telah dikunci atau dinonaktifkan.',
  AUTH_NOT_A_SELLER: 'Akun ini tidak memiliki toko.',
  AUTH_CAPTCHA_FAILED: 'Verifikasi geser gagal. Silakan coba lagi.',
  AUTH_CAPTCHA_EXPIRED: 'Verifikasi geser telah kedaluwarsa. Silakan geser kembali.',
  AUTH_AGREEMENT_REQUIRED: 'Silakan baca dan setujui perjanjian pengguna.',
  AUTH_USERNAME_INVALID: 'Nama pengguna harus terdiri dari 6 hingga 24 huruf atau angka.',
  AUTH_PHONE_INVALID: 'Silakan masukkan nomor telepon yang valid beserta kode negaranya (minimal 8 digit).',
  AUTH_EMAIL_INVALID:
    'Silakan masukkan alamat email yang valid dengan bagian sebelum @ minimal 6 huruf atau angka.',
  AUTH_PASSWORD_INVALID:
    'Kata sandi harus terdiri dari 6 hingga 12 karakter dan mengandung huruf sekaligus angka.',
  AUTH_PASSWORDS_DIFFERENT: 'Kedua kata sandi tidak cocok.',
  AUTH_OLD_PASSWORD_WRONG: 'Kata sandi lama salah.',
  AUTH_ACCOUNT_EXISTS: 'Akun ini sudah terdaftar.',
  AUTH_AGENT_CODE_INVALID: 'Kode undangan tidak valid.',
  AUTH_CODE_WRONG: 'Kode verifikasi salah atau sudah kedaluwarsa.',
  AUTH_CODE_TOO_FREQUENT: 'Kode baru saja dikirim. Harap tunggu {seconds} detik sebelum meminta kode lagi.',
  AUTH_SAFEWORD_INVALID: 'Kata sandi dana harus tepat 6 digit angka.',
  AUTH_SAFEWORD_NOT_SET: 'Silakan atur kata sandi dana terlebih dahulu.',
  AUTH_SAFEWORD_ALREADY_SET: 'Kata sandi dana sudah diatur. Silakan ubah kata sandi yang ada.',
  AUTH_SAFEWORD_WRONG: 'Kata sandi dana salah. Sisa {remaining} percobaan hari ini.',
  AUTH_SAFEWORD_LOCKED: 'Percobaan kata sandi telah melebihi 3 kali. Silakan coba lagi besok.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'Akun tidak dapat ditutup selama masih memiliki saldo. Silakan tarik saldo terlebih dahulu.',
  AUTH_CANCEL_LOAN_OPEN:
    'Akun tidak dapat ditutup selama Anda memiliki pinjaman yang sedang ditinjau atau belum dilunasi. Tunggu keputusan atas pengajuan Anda, atau lunasi pinjaman terlebih dahulu.',
  AUTH_CANCEL_ORDER_OPEN:
    'Akun tidak dapat ditutup selama ada pesanan yang Anda beli atau jual belum selesai (sudah dibayar tetapi belum selesai, atau pengembalian dana sedang berlangsung). Harap tunggu hingga pesanan selesai atau dananya dikembalikan.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'Akun tidak dapat ditutup selama ada setoran yang sedang diproses. Harap tunggu hingga setoran dikreditkan atau ditolak.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'Akun tidak dapat ditutup selama ada penarikan yang sedang diproses. Harap tunggu hingga penarikan dibayarkan atau ditolak.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Saldo Anda sebesar {balance} USDT di bawah penarikan minimum {min} USDT dan tidak dapat ditarik. Untuk menutup akun, konfirmasikan bahwa Anda melepaskannya.',
  ADMIN_OPERATOR_EXISTS: 'Operator dengan nama pengguna ini sudah ada.',
  ADMIN_CANNOT_CHANGE_SELF: 'Anda tidak dapat mengubah peran atau status Anda sendiri.',
  ADMIN_SYSPARA_UNKNOWN: 'Parameter sistem {code} tidak ada.',
  ADMIN_SYSPARA_INVALID: 'Nilai untuk {code} tidak valid untuk jenis dan batasannya.',
  ADMIN_STATE_UNCHANGED: 'Tidak ada yang perlu diubah: statusnya sudah seperti itu.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Operator ini tidak dapat mengambil percakapan dukungan: akunnya tidak dikenal atau dinonaktifkan, atau perannya tidak melayani layanan pelanggan.',
  CATALOG_GOODS_NOT_FOUND: 'Produk ini tidak ada.',
  CATALOG_GOODS_OFF_SHELF: 'Produk ini sudah tidak dijual.',
  CATALOG_SHOP_NOT_FOUND: 'Toko ini tidak ada atau sudah tutup.',
  CATALOG_CATEGORY_NOT_FOUND: 'Kategori ini tidak ada.',
  CATALOG_ALREADY_KEPT: 'Produk ini sudah ada di favorit Anda.',
  CATALOG_ALREADY_FOLLOWED: 'Anda sudah mengikuti toko ini.',
  CATALOG_CANNOT_FOLLOW_SELF: 'Anda tidak dapat mengikuti toko Anda sendiri.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Akun penjual tidak dapat mengikuti toko lain.',
  KYC_PENDING: 'Permohonan Anda sedang ditinjau. Anda dapat mengubahnya setelah diputuskan.',
  KYC_ALREADY_VERIFIED: 'Identitas Anda sudah diverifikasi.',
  KYC_ALREADY_SELLER: 'Akun ini sudah memiliki toko.',
  KYC_PHOTO_INVALID: 'Foto identitas tidak ditemukan di antara unggahan Anda. Unggah lagi.',
  KYC_STORE_NAME_TAKEN: 'Toko dengan nama ini sudah ada. Pilih nama lain.',
  KYC_ALREADY_DECIDED: 'Permohonan ini sudah diputuskan.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Kategori ini tidak dapat dihapus selama masih berisi {goods} produk dan {children} subkategori. Pindahkan terlebih dahulu.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Kategori memiliki dua tingkat: induk subkategori harus kategori tingkat atas, dan kategori yang memiliki subkategori tidak dapat menjadi subkategori.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'Subkategori tidak termasuk dalam kategori yang dipilih.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Banner ini tidak ada.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'Akhir jadwal harus setelah awalnya.',
  WALLET_INSUFFICIENT_BALANCE: 'Saldo tidak mencukupi. Silakan setor dana terlebih dahulu.',
  WALLET_AMOUNT_INVALID: 'Silakan masukkan jumlah lebih dari 0 dengan maksimal {decimals} angka desimal.',
  WALLET_DEPOSIT_BELOW_MIN: 'Setoran minimum adalah {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'Setoran maksimum adalah {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Setoran sedang ditutup saat ini. Silakan coba lagi nanti.',
  WALLET_CHANNEL_CLOSED: 'Saluran setoran ini belum dibuka.',
  WALLET_CHAIN_INVALID: 'Silakan pilih jaringan yang tersedia untuk mata uang ini.',
  WALLET_CERTIFICATE_REQUIRED: 'Silakan unggah bukti pembayaran.',
  WALLET_CARD_NUMBER_INVALID: 'Silakan masukkan nomor kartu bank yang valid.',
  WALLET_BANK_ACCOUNT_INVALID: 'Masukkan nomor rekening (6 hingga 34 digit) atau IBAN rekening penerima.',
  WALLET_IBAN_INVALID:
    'IBAN ini tidak valid: digit pemeriksanya tidak cocok. Periksa setiap karakter dengan rekening koran Anda.',
  WALLET_SWIFT_INVALID: 'Masukkan kode SWIFT/BIC bank: 8 atau 11 huruf dan angka, misalnya EBILAEAD.',
  WALLET_RATE_MISSING: 'Belum ada kurs yang ditetapkan untuk {coin}. Silakan coba lagi nanti.',
  WALLET_PAYMENT_LINK_FAILED: 'Tautan pembayaran tidak dapat dibuat. Silakan coba metode pembayaran lain.',
  WALLET_NO_PAYMENT_METHOD: 'Tidak ada metode pembayaran yang tersedia untuk jumlah ini.',
  WALLET_PAYMENT_FAILED: 'Pembayaran tidak berhasil. Tidak ada dana yang dipotong dari dompet Anda.',
  WALLET_ALREADY_DECIDED: 'Permintaan ini sudah diproses.',
  WALLET_WITHDRAWALS_CLOSED: 'Penarikan sedang ditutup saat ini. Silakan coba lagi nanti.',
  WALLET_WITHDRAW_BELOW_MIN: 'Penarikan minimum adalah {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'Penarikan maksimum adalah {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Penarikan hanya diterima pada pukul {hours} (waktu Tiongkok).',
  WALLET_WITHDRAW_DAILY_LIMIT:
    'Anda dapat melakukan penarikan paling banyak {count} kali sehari. Silakan coba lagi besok.',
  WALLET_WITHDRAW_IN_PROGRESS: 'Ada penarikan yang sedang diproses. Silakan tunggu hingga selesai diproses.',
  WALLET_ADDRESS_REQUIRED: 'Silakan tautkan alamat penarikan terlebih dahulu.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Hanya satu alamat penarikan yang dapat ditautkan.',
  WALLET_ADDRESS_INVALID: 'Alamat ini tidak valid untuk jaringan yang dipilih.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Huruf besar dan kecil pada alamat ini tidak cocok dengan checksum-nya, jadi ada karakter yang salah. Salin lagi dari dompet Anda.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Alamat Ethereum ini seluruhnya huruf kecil (atau seluruhnya huruf besar), sehingga tidak memiliki checksum dan salah ketik tidak akan terdeteksi. Salin dari dompet Anda beserta huruf besarnya, atau konfirmasikan bahwa Anda telah memeriksa setiap karakter.',
  WALLET_ADDRESS_ZERO:
    'Ini adalah alamat nol: apa pun yang dikirim ke sana tidak akan pernah bisa dibelanjakan. Masukkan alamat dompet Anda sendiri.',
  WALLET_RATE_CHANGED:
    'Kurs {coin} baru saja berubah menjadi {rate} USDT. Periksa jumlah yang akan Anda terima, lalu konfirmasi lagi.',
  ADDRESS_LIMIT_REACHED:
    'Anda dapat menyimpan maksimal {max} alamat pengiriman. Hapus salah satu untuk menambahkan alamat lain.',
  ADDRESS_REQUIRED: 'Silakan pilih alamat pengiriman.',
  ADDRESS_REGION_INVALID: 'Negara, provinsi, atau kota tidak valid. Silakan pilih kembali.',
  CART_ALREADY_ADDED: 'Produk ini sudah ada di keranjang belanja Anda.',
  CART_FULL: 'Keranjang Anda dapat menampung maksimal {max} produk.',
  CART_LINE_UNREADABLE: 'Tulis id barang dan jumlah bulat, dipisahkan dengan koma.',
  CART_ITEM_UNKNOWN: 'Tidak ada penawaran atau SKU dengan id ini.',
  CART_ITEM_AMBIGUOUS: 'Beberapa toko menjual SKU ini: tulis id penawaran dan id SKU sebagai penawaran/SKU.',
  CART_ITEM_NEEDS_SKU:
    'Penawaran ini punya beberapa pilihan: tulis penawaran/SKU dengan id SKU pilihan tersebut.',
  CART_BATCH_TOO_LONG: 'Tambahkan paling banyak {max} baris sekaligus.',
  ORDER_NOTHING_SELECTED: 'Silakan pilih produk yang ingin dibeli.',
  ORDER_BELOW_MIN: 'Jumlah kurang dari pembelian minimum sebanyak {min}.',
  ORDER_ABOVE_MAX: 'Jumlah melebihi pembelian maksimum sebanyak {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Produk ini dijual per kemasan isi {pack}: silakan pesan dalam kelipatan {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Produk ini tidak memiliki sampel yang dapat dipesan.',
  ORDER_SAMPLE_OVER_LIMIT: 'Sampel produk ini maksimal {max} unit.',
  ORDER_SAMPLE_TAKEN: 'Anda sudah pernah memesan sampel produk ini.',
  ORDER_OWN_SHOP: 'Anda tidak dapat membeli produk dari toko Anda sendiri.',
  ORDER_OUT_OF_STOCK: 'Stok produk ini tidak mencukupi.',
  ORDER_NOT_PAYABLE: 'Pesanan ini sudah tidak dapat dibayar.',
  ORDER_CANNOT_CANCEL: 'Hanya pesanan yang menunggu pembayaran yang dapat dibatalkan.',
  ORDER_CANNOT_REMIND:
    'Pengingat hanya dapat dikirim untuk pesanan yang sudah dibayar dan menunggu pengiriman.',
  ORDER_ALREADY_REMINDED: 'Pengingat untuk pesanan ini sudah dikirim.',
  ORDER_CANNOT_RECEIPT: 'Hanya pesanan yang sudah dikirim yang dapat dikonfirmasi sebagai diterima.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Alasan ini untuk barang yang sudah Anda terima, dan pesanan ini belum dikirim. Silakan pilih alasan lain.',
  ORDER_SHIPPED_NO_REFUND:
    'Pesanan yang sudah dikirim tidak dapat dikembalikan dananya selama masih dalam perjalanan. Anda dapat mengajukan pengembalian dana setelah pesanan tiba.',
  ORDER_REFUND_NOT_ALLOWED:
    'Pengembalian dana tidak dapat diajukan untuk pesanan yang menunggu pembayaran, sudah selesai, atau dibatalkan.',
  ORDER_REFUND_WINDOW_CLOSED: 'Batas waktu pengembalian {days} hari untuk pesanan ini sudah berakhir.',
  ORDER_REFUND_EXISTS: 'Pengembalian dana untuk pesanan ini sudah diajukan.',
  ORDER_NO_REFUND_PENDING: 'Pesanan ini tidak memiliki pengajuan pengembalian dana yang menunggu keputusan.',
  ORDER_CANNOT_REVIEW: 'Hanya pesanan yang sudah diterima yang dapat diulas.',
  ORDER_ALREADY_REVIEWED: 'Produk ini sudah diulas.',
  ORDER_CANNOT_PURCHASE: 'Hanya pesanan yang sudah dibayar yang dapat dibeli untuk dikirim.',
  ORDER_CANNOT_SHIP: 'Hanya pesanan yang sudah dibeli oleh penjual yang dapat dikirim.',
  COUPON_NOT_STARTED: 'Kupon ini belum dapat diklaim.',
  COUPON_ENDED: 'Kupon ini sudah berakhir.',
  COUPON_SOLD_OUT: 'Kupon ini sudah habis diklaim.',
  COUPON_LIMIT_REACHED: 'Anda hanya dapat memiliki maksimal {max} kupon ini.',
  COUPON_OWN_SHOP: 'Anda tidak dapat mengklaim kupon toko Anda sendiri.',
  COUPON_NOT_HELD: 'Anda tidak memiliki kupon ini, atau kupon ini sudah digunakan.',
  COUPON_NOT_APPLICABLE: 'Kupon ini tidak dapat digunakan untuk produk ini.',
  COUPON_MIN_SPEND: 'Kupon ini memerlukan pembelian produk minimal {min} USDT.',
  COUPON_ONE_PER_ORDER:
    'Gunakan maksimal satu kupon toko untuk setiap toko dan satu kupon platform untuk setiap checkout.',
  COUPON_WINDOW_INVALID: 'Kupon harus berakhir setelah dimulai, dan berlaku paling lama {days} hari.',
  COUPON_TERMS_LOCKED:
    'Pembeli sudah mengklaim kupon ini: hanya judul, jumlah, dan waktu berakhirnya yang dapat diubah.',
  COUPON_TOTAL_BELOW_CLAIMED: 'Jumlah tidak boleh kurang dari {claimed} kupon yang sudah diklaim.',
  SELLER_PRICE_OUT_OF_RANGE: 'Harga jual harus antara {min} dan {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'Rasio keuntungan harus antara {min}% dan {max}%.',
  SELLER_DISCOUNT_BELOW_COST: 'Dengan diskon ini, {name} akan dijual di bawah harga grosirnya.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'Diskon harus berakhir setelah dimulai, dan waktu berakhirnya harus di masa depan.',
  SELLER_TIER_COUNT: 'Harga bertingkat terdiri dari 1 hingga {max} tingkat.',
  SELLER_TIER_FIRST_NOT_MOQ: 'Tingkat pertama harus dimulai dari jumlah pesanan minimum, yaitu {moq}.',
  SELLER_TIER_MIN_NOT_RISING:
    'Tingkat {rung}: jumlah minimumnya harus lebih besar daripada tingkat sebelumnya.',
  SELLER_TIER_PRICE_NOT_FALLING:
    'Tingkat {rung}: harga satuannya harus lebih rendah daripada tingkat sebelumnya.',
  SELLER_TIER_BELOW_COST: 'Tingkat {rung}: harga satuan di bawah harga grosir sebesar {cost} USDT.',
  SELLER_TIER_NOT_PACK: 'Tingkat {rung}: jumlah minimumnya harus kelipatan ukuran kemasan, yaitu {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Tingkat {rung}: jumlah minimumnya melebihi pembelian maksimum sebanyak {max}.',
  SELLER_MOQ_BELOW_MIN:
    'Jumlah pesanan minimum tidak boleh kurang dari pembelian minimum produk itu sendiri sebanyak {min}.',
  SELLER_SAMPLE_BELOW_COST: 'Harga sampel di bawah harga grosir sebesar {cost} USDT.',
  SELLER_IMPORT_LINE: 'Baris {line}: {reason}',
  SELLER_IMPORT_EMPTY: 'File tidak berisi listing: setelah baris judul, setiap baris adalah satu listing.',
  SELLER_IMPORT_TOO_LONG:
    'File berisi lebih dari {max} listing. Pecah menjadi file yang lebih kecil dan impor masing-masing.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'Baris judul menyebut kolom yang tidak dikenal impor, atau menyebutnya dua kali: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'Baris judul harus menyebut kolom {column}.',
  SELLER_IMPORT_CELLS: 'Baris ini memiliki {count} sel, tetapi baris judul memiliki {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Sel bertanda kutip dimulai di baris ini dan tidak pernah ditutup.',
  SELLER_IMPORT_DUPLICATE: 'Listing ini sudah ada di baris {first}.',
  SELLER_IMPORT_NOT_OWN: 'Ini bukan listing toko Anda, atau sudah dihapus.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'Impor tidak mengubah diskon: biarkan diskon seperti saat diekspor dan ubah di daftar produk.',
  SELLER_IMAGE_INVALID: 'Gambar tidak ditemukan di antara unggahan. Silakan unggah lagi.',
  SELLER_DATE_RANGE_INVALID:
    'Tanggal akhir tidak boleh sebelum tanggal mulai, dan rentang paling lama 366 hari.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Hanya gambar JPEG, PNG, WebP, atau GIF yang dapat diunggah.',
  UPLOAD_TOO_LARGE: 'Gambar terlalu besar: maksimal {max} MB.',
  UPLOAD_TOO_MANY_PARTS:
    'Satu unggahan berisi satu gambar dan beberapa kolom; unggahan ini memiliki terlalu banyak bagian.',
  UPLOAD_TOO_MANY_PIXELS: 'Gambar memiliki terlalu banyak piksel: maksimal {max} megapiksel.',
  SUBSCRIBE_EMAIL_INVALID: 'Silakan masukkan alamat email yang valid.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Alamat email ini sudah berlangganan.',
  SUBSCRIBE_LINK_INVALID:
    'Tautan konfirmasi ini tidak valid. Buka tautan lengkap yang ada di email tersebut.',
  NOTICE_ORDER_PLACED: 'Pesanan dibuat, menunggu pembayaran.',
  NOTICE_ORDER_PAID: 'Pesanan sudah dibayar. Menunggu konfirmasi dari penjual.',
  NOTICE_ORDER_REMINDED: 'Pembeli mengingatkan penjual untuk mengirim pesanan.',
  NOTICE_ORDER_PUSHED: 'Penjual telah mengonfirmasi pesanan dan stok sedang disiapkan.',
  NOTICE_ORDER_SHIPPED: 'Dikirim melalui {carrier}, nomor resi {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'Paket telah diambil oleh kurir di {place}.',
  NOTICE_ORDER_DEPARTED: 'Paket telah berangkat dari {place}.',
  NOTICE_ORDER_ARRIVED: 'Paket telah tiba di {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'Paket sedang diantar di {place}.',
  NOTICE_ORDER_DELIVERED: 'Paket telah terkirim di {place}.',
  NOTICE_ORDER_RECEIVED: 'Pembeli telah mengonfirmasi penerimaan pesanan.',
  NOTICE_ORDER_AUTO_RECEIVED: 'Penerimaan dikonfirmasi secara otomatis {days} hari setelah pengiriman.',
  NOTICE_ORDER_REVIEWED: 'Pembeli telah mengulas pesanan.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'Tidak ada ulasan yang diberikan tepat waktu, sehingga sistem memberikan ulasan baik secara default.',
  NOTICE_ORDER_COMPLETED: 'Pesanan selesai. Pembayaran telah diteruskan kepada penjual.',
  NOTICE_ORDER_CANCELLED: 'Pembeli membatalkan pesanan.',
  NOTICE_ORDER_AUTO_CANCELLED: 'Pesanan dibatalkan secara otomatis karena tidak dibayar tepat waktu.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'Tidak dikirim dalam {hours} jam: pembeli telah menerima kompensasi sebesar {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'Pembeli mengajukan pengembalian dana.',
  NOTICE_ORDER_REFUND_SUCCESS:
    'Pengembalian dana berhasil: {amount} USDT telah dikembalikan ke dompet pembeli.',
  NOTICE_ORDER_REFUND_FAILED: 'Pengembalian dana ditolak: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'Platform telah mengembalikan dana pesanan: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Kode atur ulang kata sandi Caravan Anda',
  NOTICE_RESET_CODE_BODY:
    'Kode untuk mengatur ulang kata sandi Caravan Anda adalah {code}. Kode ini berlaku selama {minutes} menit. Jika Anda tidak memintanya, Anda dapat mengabaikan email ini: kata sandi Anda tidak berubah.',
  AUTH_PASSWORD_WRONG: 'Kata sandi salah.',
  AUTH_EMAIL_TAKEN: 'Alamat email ini sudah ditautkan ke akun lain.',
  AUTH_EMAIL_UNCHANGED: 'Alamat email ini sudah ditautkan ke akun Anda dan sudah diverifikasi.',
  AUTH_SMS_NOT_SUPPORTED: 'Kode tidak dapat dikirim lewat SMS. Silakan gunakan alamat email.',
  NOTICE_BIND_CODE_SUBJECT: 'Kode untuk mengonfirmasi alamat email Anda di Caravan',
  NOTICE_BIND_CODE_BODY:
    'Kode untuk menautkan alamat email ini ke akun Caravan {account} adalah {code}. Kode ini berlaku selama {minutes} menit. Jika Anda tidak memintanya, Anda dapat mengabaikan email ini.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Alamat email akun Caravan Anda telah diubah',
  NOTICE_EMAIL_CHANGED_BODY:
    'Alamat email akun Caravan {account} telah diubah menjadi {email}. Kode atur ulang kata sandi kini dikirim ke alamat tersebut. Jika Anda tidak melakukan perubahan ini, segera hubungi layanan pelanggan Caravan.',
  CREDIT_LOAN_IN_USE:
    'Anda sudah memiliki pinjaman yang sedang ditinjau atau sedang berjalan. Lunasi pinjaman tersebut sebelum mengajukan pinjaman lain.',
  CREDIT_IDENTITY_REQUIRED:
    'Syarat kelayakan tidak terpenuhi: identitas Anda harus diverifikasi terlebih dahulu (Akun saya › Jadi penjual).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'Syarat kelayakan tidak terpenuhi: akun dibatasi atau memiliki pinjaman menunggak yang belum dilunasi.',
  CREDIT_AMOUNT_BELOW_MIN: 'Jumlah yang diajukan kurang dari minimum {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'Jumlah yang diajukan melebihi maksimum {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Tenor pinjaman ini tidak tersedia. Pilih salah satu tenor yang tercantum.',
  CREDIT_PHOTO_INVALID: 'Foto dokumen tidak ditemukan di antara unggahan Anda. Unggah lagi.',
  CREDIT_ALREADY_DECIDED: 'Permohonan pinjaman ini sudah diputuskan.',
  CREDIT_NOT_REPAYABLE: 'Pinjaman ini tidak sedang berjalan, jadi tidak ada yang perlu dibayar kembali.',
  CREDIT_PRODUCT_INVALID:
    'Pengaturan pinjaman tidak konsisten: minimum tidak boleh melebihi maksimum dan setiap tenor harus 1 hingga 366 hari.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Pinjaman modal awal Caravan Anda telah disetujui',
  NOTICE_CREDIT_APPROVED_BODY:
    'Pinjaman Anda sebesar {amount} USDT untuk {days} hari telah disetujui dan dicairkan ke dompet Caravan Anda. Bayar kembali {total} USDT paling lambat {dueDate}; Anda dapat melunasi lebih awal tanpa biaya tambahan.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Permohonan pinjaman Caravan Anda tidak disetujui',
  NOTICE_CREDIT_REJECTED_BODY:
    'Permohonan pinjaman Anda sebesar {amount} USDT tidak disetujui: {reason}. Anda dapat memperbaikinya dan mengajukan lagi.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Pinjaman Caravan Anda telah melewati jatuh tempo',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Pinjaman Anda jatuh tempo pada {dueDate}. Hingga dilunasi, bunga keterlambatan sebesar {rate} per hari ditambahkan. Untuk melunasi sekarang: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Pesanan {orderNo} sudah dibayar',
  NOTICE_ORDER_PAID_BODY:
    'Kami telah menerima pembayaran Anda sebesar {amount} USDT untuk pesanan {orderNo}. Toko sekarang akan mengatur pengirimannya.',
  NOTICE_ORDER_SOLD_TITLE: 'Pesanan baru yang sudah dibayar {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'Pesanan {orderNo} sudah dibayar ({amount} USDT). Beli pesanan ini di pusat penjual Anda dengan biaya grosir {cost} USDT agar dapat dikirim.',
  NOTICE_ORDER_REMINDED_TITLE: 'Pembeli meminta pesanan {orderNo} dikirim',
  NOTICE_ORDER_REMINDED_BODY:
    'Pembeli pesanan {orderNo} mengingatkan Anda untuk mengirimnya. Jika Anda belum membelinya, beli di pusat penjual Anda agar pesanan dikirim.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Pesanan {orderNo} telah dikirim',
  NOTICE_ORDER_SHIPPED_BODY:
    'Pesanan Anda {orderNo} telah dikirim melalui {carrier}, nomor pelacakan {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Pengembalian dana pesanan {orderNo} disetujui',
  NOTICE_REFUND_APPROVED_BODY:
    'Pengembalian dana Anda sebesar {amount} USDT untuk pesanan {orderNo} telah disetujui dan dikembalikan ke dompet Caravan Anda.',
  NOTICE_REFUND_REFUSED_TITLE: 'Pengembalian dana pesanan {orderNo} ditolak',
  NOTICE_REFUND_REFUSED_BODY:
    'Permintaan pengembalian dana Anda untuk pesanan {orderNo} ditolak: {reason}. Pesanan berlanjut seperti sebelumnya.',
  NOTICE_LATE_COMPENSATION_TITLE: 'Pesanan {orderNo} terlambat: ini kompensasi untuk Anda',
  NOTICE_LATE_COUPON_BODY:
    'Pesanan {orderNo} tidak dikirim dalam {hours} jam. Kami mohon maaf: kupon potongan {amount} USDT kini tersedia di Kupon saya.',
  NOTICE_LATE_CREDIT_BODY:
    'Pesanan {orderNo} tidak dikirim dalam {hours} jam. Kami mohon maaf: {amount} USDT telah ditambahkan ke dompet Anda.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Dana pesanan {orderNo} dikembalikan',
  NOTICE_ORDER_REFUNDED_BODY:
    'Platform telah mengembalikan dana pesanan Anda {orderNo}: {reason}. {amount} USDT telah kembali ke dompet Caravan Anda.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Deposit dikonfirmasi',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Deposit Anda {orderNo} telah dikonfirmasi dan {amount} USDT telah ditambahkan ke dompet Caravan Anda.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Deposit ditolak',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Deposit Anda {orderNo} ditolak: {reason}. Tidak ada yang ditambahkan ke dompet Anda; hubungi layanan pelanggan jika menurut Anda ini adalah kesalahan.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Penarikan telah dibayar',
  NOTICE_WITHDRAWAL_PAID_BODY:
    'Penarikan Anda {orderNo} sebesar {amount} USDT telah dibayarkan (biaya: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Penarikan ditolak',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Penarikan Anda {orderNo} ditolak: {reason}. {amount} USDT yang ditahan untuknya telah kembali ke dompet Caravan Anda.',
  NOTICE_SELLER_APPROVED_TITLE: 'Toko Anda telah dibuka',
  NOTICE_SELLER_APPROVED_BODY:
    'Pengajuan penjual Anda telah disetujui dan toko Anda {storeName} telah dibuka. Sekarang Anda dapat mencantumkan produk di pusat penjual Anda.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Identitas Anda telah diverifikasi',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Pemeriksaan identitas Anda telah disetujui. Akun Anda kini terverifikasi.',
  NOTICE_SELLER_REJECTED_TITLE: 'Pengajuan Anda tidak disetujui',
  NOTICE_SELLER_REJECTED_BODY:
    'Pengajuan Anda tidak disetujui: {reason}. Anda dapat memperbaikinya dan mengirimkannya lagi.',
  NOTICE_WELCOME_SUBJECT: 'Selamat datang di Caravan',
  NOTICE_WELCOME_BODY:
    'Terima kasih telah berlangganan Caravan. Untuk mengonfirmasi {email} dan menerima kupon selamat datang Anda, buka tautan ini: {link} Sebelum alamat ini dikonfirmasi, Caravan tidak akan mengirimkan apa pun lagi ke alamat tersebut. Jika Anda tidak berlangganan, Anda dapat mengabaikan email ini.',
};
