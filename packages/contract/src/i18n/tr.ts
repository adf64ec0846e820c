import type { ErrorCode } from '../errors.js';

export const tr: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: '{field} değeri geçersiz.',
  COMMON_PARAM_MISSING: '{field} alanı zorunludur.',
  COMMON_PARAM_TOO_LONG: '{field} en fazla {max} karakter uzunluğunda olabilir.',
  COMMON_SYSTEM_ERROR: 'Sistemimizde bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  COMMON_NOT_FOUND: 'İstediğiniz sayfa veya öğe mevcut değil.',
  COMMON_RATE_LIMITED: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  COMMON_METHOD_NOT_ALLOWED: 'Bu istek yöntemine burada izin verilmiyor.',
  COMMON_NO_PERMISSION: 'Bu işlemi yapma yetkiniz yok.',
  COMMON_DUPLICATE_SUBMISSION: 'Bu istek zaten gönderildi.',
  AUTH_NOT_LOGGED_IN: 'Giriş yapmadınız. Lütfen önce giriş yapın.',
  AUTH_SESSION_EXPIRED: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  AUTH_LOGIN_FAILED: 'Hesap veya şifre hatalı.',
  AUTH_ACCOUNT_LOCKED:
    'Üst üste üç kez geçersiz giriş yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
  AUTH_ACCOUNT_DISABLED: 'Bu hesap kilitlendi veya devre dışı bırakıldı.',
  AUTH_NOT_A_SELLER: 'Bu hesaba ait bir mağaza yok.',
  CATALOG_GOODS_NOT_FOUND: 'Bu ürün mevcut değil.',
  CATALOG_GOODS_OFF_SHELF: 'Bu ürün artık satışta değil.',
  CATALOG_SHOP_NOT_FOUND: 'Bu mağaza mevcut değil veya kapatılmış.',
  CATALOG_CATEGORY_NOT_FOUND: 'Bu kategori mevcut değil.',
  SUBSCRIBE_EMAIL_INVALID: 'Lütfen geçerli bir e-posta adresi girin.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Bu e-posta adresi zaten aboneliğe kayıtlı.',
};
