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
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR:
    'Esta cuenta ha sido bloqueada por el servicio de atención al cliente. Vuelva a intentarlo dentro de {minutes} minutos o póngase en contacto con nosotros.',
  AUTH_ACCOUNT_DISABLED: 'Esta cuenta ha sido bloqueada o desactivada.',
  AUTH_NOT_A_SELLER: 'Esta cuenta no tiene ninguna tienda.',
  AUTH_CAPTCHA_FAILED: 'La verificación deslizante ha fallado. Vuelva a intentarlo.',
  AUTH_CAPTCHA_EXPIRED: 'La verificación deslizante ha caducado. Vuelva a deslizar.',
  AUTH_AGREEMENT_REQUIRED: 'Lea y acepte el acuerdo de usuario.',
  AUTH_USERNAME_INVALID: 'El nombre de usuario debe tener entre 6 y 24 letras o dígitos.',
  AUTH_PHONE_INVALID:
    'Introduzca un número de teléfono válido con su prefijo internacional (al menos 8 dígitos).',
  AUTH_EMAIL_INVALID:
    'Introduzca una dirección de correo electrónico válida cuya parte anterior a la @ tenga al menos 6 letras o dígitos.',
  AUTH_PASSWORD_INVALID:
    'La contraseña debe tener entre 6 y 12 caracteres y contener tanto letras como dígitos.',
  AUTH_PASSWORDS_DIFFERENT: 'Las dos contraseñas no coinciden.',
  AUTH_OLD_PASSWORD_WRONG: 'La contraseña anterior es incorrecta.',
  AUTH_ACCOUNT_EXISTS: 'Esta cuenta ya está registrada.',
  AUTH_AGENT_CODE_INVALID: 'El código de invitación no es válido.',
  AUTH_CODE_WRONG: 'El código de verificación es incorrecto o ha caducado.',
  AUTH_CODE_TOO_FREQUENT:
    'Se ha enviado un código hace poco. Espere {seconds} segundos antes de solicitar otro.',
  AUTH_SAFEWORD_INVALID: 'La contraseña de fondos debe tener exactamente 6 dígitos.',
  AUTH_SAFEWORD_NOT_SET: 'Primero establezca una contraseña de fondos.',
  AUTH_SAFEWORD_ALREADY_SET:
    'Ya tiene una contraseña de fondos establecida. Cámbiela en lugar de crear una nueva.',
  AUTH_SAFEWORD_WRONG: 'La contraseña de fondos es incorrecta. Le quedan {remaining} intentos hoy.',
  AUTH_SAFEWORD_LOCKED: 'Ha superado los 3 intentos de contraseña. Vuelva a intentarlo mañana.',
  AUTH_CANCEL_BALANCE_REMAINS:
    'No se puede dar de baja la cuenta mientras tenga saldo. Retire primero el saldo.',
  ADMIN_OPERATOR_EXISTS: 'Ya existe un operador con este nombre de usuario.',
  ADMIN_CANNOT_CHANGE_SELF: 'No puede cambiar su propio rol ni su propio estado.',
  ADMIN_SYSPARA_UNKNOWN: 'No existe el parámetro del sistema {code}.',
  ADMIN_SYSPARA_INVALID: 'El valor de {code} no es válido para su tipo y sus límites.',
  ADMIN_STATE_UNCHANGED: 'No hay nada que cambiar: ya se encuentra en ese estado.',
  CATALOG_GOODS_NOT_FOUND: 'Este producto no existe.',
  CATALOG_GOODS_OFF_SHELF: 'Este producto ya no está a la venta.',
  CATALOG_SHOP_NOT_FOUND: 'Esta tienda no existe o está cerrada.',
  CATALOG_CATEGORY_NOT_FOUND: 'Esta categoría no existe.',
  CATALOG_ALREADY_KEPT: 'Este producto ya está en sus favoritos.',
  CATALOG_ALREADY_FOLLOWED: 'Ya sigue esta tienda.',
  CATALOG_CANNOT_FOLLOW_SELF: 'No puede seguir su propia tienda.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Esta categoría no se puede eliminar mientras contenga {goods} productos y {children} subcategorías. Muévalos primero.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Las categorías tienen dos niveles: la categoría superior de una subcategoría debe ser de primer nivel, y una categoría con subcategorías no puede convertirse en subcategoría.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'La subcategoría no pertenece a la categoría elegida.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Este banner no existe.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'El fin de la programación debe ser posterior a su inicio.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF.',
  UPLOAD_TOO_LARGE: 'La imagen es demasiado grande: como máximo {max} MB.',
  SUBSCRIBE_EMAIL_INVALID: 'Introduzca una dirección de correo electrónico válida.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Esta dirección de correo electrónico ya está suscrita.',
  NOTICE_RESET_CODE_SUBJECT: 'Su código para restablecer la contraseña de Caravan',
  NOTICE_RESET_CODE_BODY:
    'Su código para restablecer la contraseña de Caravan es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, puede ignorar este correo electrónico: su contraseña no ha cambiado.',
};
