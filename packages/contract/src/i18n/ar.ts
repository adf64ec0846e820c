import type { ErrorCode } from '../errors.js';

export const ar: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'قيمة {field} غير صالحة.',
  COMMON_PARAM_MISSING: 'الحقل {field} مطلوب.',
  COMMON_PARAM_TOO_LONG: 'يمكن أن يحتوي {field} على {max} حرفًا كحد أقصى.',
  COMMON_SYSTEM_ERROR: 'حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى لاحقًا.',
  COMMON_NOT_FOUND: 'الصفحة أو العنصر الذي طلبته غير موجود.',
  COMMON_RATE_LIMITED: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  COMMON_METHOD_NOT_ALLOWED: 'طريقة الطلب هذه غير مسموح بها هنا.',
  COMMON_NO_PERMISSION: 'ليس لديك إذن للقيام بهذا الإجراء.',
  COMMON_DUPLICATE_SUBMISSION: 'تم إرسال هذا الطلب بالفعل.',
  AUTH_NOT_LOGGED_IN: 'لم تقم بتسجيل الدخول. يُرجى تسجيل الدخول أولًا.',
  AUTH_SESSION_EXPIRED: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  AUTH_LOGIN_FAILED: 'الحساب أو كلمة المرور غير صحيحة.',
  AUTH_ACCOUNT_LOCKED:
    'تم إدخال بيانات غير صالحة ثلاث مرات متتالية. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  AUTH_ACCOUNT_DISABLED: 'تم قفل هذا الحساب أو تعطيله.',
  AUTH_NOT_A_SELLER: 'لا يمتلك هذا الحساب متجرًا.',
  CATALOG_GOODS_NOT_FOUND: 'هذا المنتج غير موجود.',
  CATALOG_GOODS_OFF_SHELF: 'هذا المنتج لم يعد معروضًا للبيع.',
  CATALOG_SHOP_NOT_FOUND: 'هذا المتجر غير موجود أو مغلق.',
  CATALOG_CATEGORY_NOT_FOUND: 'هذه الفئة غير موجودة.',
  SUBSCRIBE_EMAIL_INVALID: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'عنوان البريد الإلكتروني هذا مشترك بالفعل.',
};
