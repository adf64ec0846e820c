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
  ADMIN_OPERATOR_EXISTS: 'Operator dengan nama pengguna ini sudah wujud.',
  ADMIN_CANNOT_CHANGE_SELF: 'Anda tidak boleh menukar peranan atau status anda sendiri.',
  ADMIN_SYSPARA_UNKNOWN: 'Parameter sistem {code} tidak wujud.',
  ADMIN_SYSPARA_INVALID: 'Nilai untuk {code} tidak sah bagi jenis dan had parameter tersebut.',
  ADMIN_STATE_UNCHANGED: 'Tiada apa-apa untuk diubah: item ini sudah berada dalam keadaan tersebut.',
  CATALOG_GOODS_NOT_FOUND: 'Produk ini tidak wujud.',
  CATALOG_GOODS_OFF_SHELF: 'Produk ini tidak lagi dijual.',
  CATALOG_SHOP_NOT_FOUND: 'Kedai ini tidak wujud atau telah ditutup.',
  CATALOG_CATEGORY_NOT_FOUND: 'Kategori ini tidak wujud.',
  SUBSCRIBE_EMAIL_INVALID: 'Sila masukkan alamat e-mel yang sah.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Alamat e-mel ini sudah pun melanggan.',
  NOTICE_RESET_CODE_SUBJECT: 'Kod tetapan semula kata laluan Caravan anda',
  NOTICE_RESET_CODE_BODY:
    'Kod untuk menetapkan semula kata laluan Caravan anda ialah {code}. Kod ini sah selama {minutes} minit. Jika anda tidak memintanya, anda boleh mengabaikan e-mel ini: kata laluan anda tidak berubah.',
};
