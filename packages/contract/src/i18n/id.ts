import type { ErrorCode } from '../errors.js';

export const id: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Nilai {field} tidak valid.',
  COMMON_PARAM_MISSING: '{field} wajib diisi.',
  COMMON_PARAM_TOO_LONG: '{field} maksimal {max} karakter.',
  COMMON_SYSTEM_ERROR: 'Terjadi kesalahan pada sistem kami. Silakan coba lagi nanti.',
  COMMON_NOT_FOUND: 'Halaman atau item yang Anda minta tidak ditemukan.',
  COMMON_RATE_LIMITED: 'Terlalu banyak permintaan. Harap tunggu sebentar lalu coba lagi.',
  COMMON_METHOD_NOT_ALLOWED: 'Metode permintaan ini tidak diizinkan di sini.',
  COMMON_NO_PERMISSION: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
  COMMON_DUPLICATE_SUBMISSION: 'Permintaan ini sudah dikirim.',
  AUTH_NOT_LOGGED_IN: 'Anda belum masuk. Silakan masuk terlebih dahulu.',
  AUTH_SESSION_EXPIRED: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  AUTH_LOGIN_FAILED: 'Akun atau kata sandi salah.',
  AUTH_ACCOUNT_LOCKED:
    'Input tidak valid sebanyak tiga kali berturut-turut. Silakan coba lagi dalam {minutes} menit.',
  AUTH_ACCOUNT_DISABLED: 'Akun ini telah dikunci atau dinonaktifkan.',
  AUTH_NOT_A_SELLER: 'Akun ini tidak memiliki toko.',
  CATALOG_GOODS_NOT_FOUND: 'Produk ini tidak ada.',
  CATALOG_GOODS_OFF_SHELF: 'Produk ini sudah tidak dijual.',
  CATALOG_SHOP_NOT_FOUND: 'Toko ini tidak ada atau sudah tutup.',
  CATALOG_CATEGORY_NOT_FOUND: 'Kategori ini tidak ada.',
  SUBSCRIBE_EMAIL_INVALID: 'Silakan masukkan alamat email yang valid.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Alamat email ini sudah berlangganan.',
};
