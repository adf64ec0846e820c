import type { ErrorCode } from '../errors.js';

export const es: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'El valor de {field} no es válido.',
  COMMON_PARAM_MISSING: 'El campo {field} es obligatorio.',
  COMMON_PARAM_TOO_LONG: 'El campo {field} puede tener como máximo {max} caracteres.',
  COMMON_SYSTEM_ERROR: 'Se ha producido un error en nuestro sistema. Vuelva a intentarlo más tarde.',
  COMMON_NOT_FOUND: 'La página o el artículo que solicitó no existe.',
  COMMON_RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  COMMON_METHOD_NOT_ALLOWED: 'Este método de solicitud no está permitido aquí.',
  COMMON_NO_PERMISSION: 'No tiene permiso para realizar esta acción.',
  COMMON_DUPLICATE_SUBMISSION: 'Esta solicitud ya se ha enviado.',
  AUTH_NOT_LOGGED_IN: 'No ha iniciado sesión. Inicie sesión primero.',
  AUTH_SESSION_EXPIRED: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  AUTH_LOGIN_FAILED: 'La cuenta o la contraseña son incorrectas.',
  AUTH_ACCOUNT_LOCKED:
    'Se han introducido datos no válidos tres veces seguidas. Vuelva a intentarlo dentro de {minutes} minutos.',
  AUTH_ACCOUNT_DISABLED: 'Esta cuenta ha sido bloqueada o desactivada.',
  AUTH_NOT_A_SELLER: 'Esta cuenta no tiene ninguna tienda.',
  CATALOG_GOODS_NOT_FOUND: 'Este producto no existe.',
  CATALOG_GOODS_OFF_SHELF: 'Este producto ya no está a la venta.',
  CATALOG_SHOP_NOT_FOUND: 'Esta tienda no existe o está cerrada.',
  CATALOG_CATEGORY_NOT_FOUND: 'Esta categoría no existe.',
  SUBSCRIBE_EMAIL_INVALID: 'Introduzca una dirección de correo electrónico válida.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Esta dirección de correo electrónico ya está suscrita.',
};
