import type { ErrorCode } from '../errors.js';

export const ms: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'Nilai {field} tidak sah.',
  COMMON_PARAM_MISSING: '{field} wajib diisi.',
  COMMON_PARAM_TOO_LONG: '{field} tidak boleh melebihi {max} aksara.',
  COMMON_SYSTEM_ERROR: 'Berlaku ralat di pihak kami. Sila cuba lagi kemudian.',
  COMMON_NOT_FOUND: 'Halaman atau item yang anda minta tidak wujud.',
  COMMON_RATE_LIMITED: 'Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.',
  COMMON_METHOD_NOT_ALLOWED: 'Kaedah permintaan ini tidak dibenarkan di sini.',
  COMMON_NO_PERMISSION: 'Anda tidak mempunyai kebenaran untuk melakukan tindakan ini.',
  COMMON_DUPLICATE_SUBMISSION: 'Permintaan ini telah pun dihantar.',
  AUTH_NOT_LOGGED_IN: 'Anda belum log masuk. Sila log masuk terlebih dahulu.',
  AUTH_SESSION_EXPIRED: 'Sesi anda telah tamat tempoh. Sila log masuk semula.',
  AUTH_LOGIN_FAILED: 'Akaun atau kata laluan tidak betul.',
  AUTH_ACCOUNT_LOCKED:
    'Input tidak sah dimasukkan tiga kali berturut-turut. Sila cuba lagi dalam {minutes} minit.',
  AUTH_ACCOUNT_DISABLED: 'Akaun ini telah dikunci atau dinyahaktifkan.',
  AUTH_NOT_A_SELLER: 'Akaun ini tidak mempunyai kedai.',
  CATALOG_GOODS_NOT_FOUND: 'Produk ini tidak wujud.',
  CATALOG_GOODS_OFF_SHELF: 'Produk ini tidak lagi dijual.',
  CATALOG_SHOP_NOT_FOUND: 'Kedai ini tidak wujud atau telah ditutup.',
  CATALOG_CATEGORY_NOT_FOUND: 'Kategori ini tidak wujud.',
  SUBSCRIBE_EMAIL_INVALID: 'Sila masukkan alamat e-mel yang sah.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Alamat e-mel ini sudah pun melanggan.',
};
