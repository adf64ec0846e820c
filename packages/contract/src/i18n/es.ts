import type { MessageCode } from '../notices.js';

export const es: Record<MessageCode, string> = {
  COMMON_PARAM_INVALID: 'El valor de {field} no es válido.',
  COMMON_PARAM_MISSING: 'El campo {field} es obligatorio.',
  COMMON_PARAM_TOO_LONG: 'El campo {field} puede tener como máximo {max} caracteres.',
  COMMON_BODY_TOO_LARGE: 'La solicitud es demasiado grande: como máximo {max} KB.',
  COMMON_SYSTEM_ERROR: 'Se ha producido un error en nuestro sistema. Vuelva a intentarlo más tarde.',
  COMMON_NOT_FOUND: 'La página o el artículo que solicitó no existe.',
  COMMON_RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  COMMON_METHOD_NOT_ALLOWED: 'Este método de solicitud no está permitido aquí.',
  COMMON_NO_PERMISSION: 'No tiene permiso para realizar esta acción.',
  COMMON_DUPLICATE_SUBMISSION: 'Esta solicitud ya se ha enviado.',
  COMMON_NOT_SUPPORTED: 'Esta función no está disponible aquí.',
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
  AUTH_CANCEL_LOAN_OPEN:
    'No se puede dar de baja la cuenta mientras tenga un préstamo en revisión o sin devolver. Espere la decisión sobre su solicitud o devuelva primero el préstamo.',
  AUTH_CANCEL_ORDER_OPEN:
    'No se puede dar de baja la cuenta mientras un pedido que haya comprado o vendido esté sin terminar (pagado pero aún no completado, o con un reembolso en curso). Espere a que se complete o se reembolse.',
  AUTH_CANCEL_DEPOSIT_PENDING:
    'No se puede dar de baja la cuenta mientras se esté procesando un depósito. Espere a que se acredite o se rechace.',
  AUTH_CANCEL_WITHDRAWAL_PENDING:
    'No se puede dar de baja la cuenta mientras se esté procesando un retiro. Espere a que se pague o se rechace.',
  AUTH_CANCEL_BALANCE_BELOW_MIN:
    'Tu saldo de {balance} USDT es inferior al retiro mínimo de {min} USDT y no se puede retirar. Para cerrar la cuenta, confirma que renuncias a él.',
  ADMIN_OPERATOR_EXISTS: 'Ya existe un operador con este nombre de usuario.',
  ADMIN_CANNOT_CHANGE_SELF: 'No puede cambiar su propio rol ni su propio estado.',
  ADMIN_SYSPARA_UNKNOWN: 'No existe el parámetro del sistema {code}.',
  ADMIN_SYSPARA_INVALID: 'El valor de {code} no es válido para su tipo y sus límites.',
  ADMIN_STATE_UNCHANGED: 'No hay nada que cambiar: ya se encuentra en ese estado.',
  ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT:
    'Este operador no puede hacerse cargo de conversaciones de soporte: la cuenta no existe o está desactivada, o su rol no atiende al cliente.',
  CATALOG_GOODS_NOT_FOUND: 'Este producto no existe.',
  CATALOG_GOODS_OFF_SHELF: 'Este producto ya no está a la venta.',
  CATALOG_SHOP_NOT_FOUND: 'Esta tienda no existe o está cerrada.',
  CATALOG_CATEGORY_NOT_FOUND: 'Esta categoría no existe.',
  CATALOG_ALREADY_KEPT: 'Este producto ya está en sus favoritos.',
  CATALOG_ALREADY_FOLLOWED: 'Ya sigue esta tienda.',
  CATALOG_CANNOT_FOLLOW_SELF: 'No puede seguir su propia tienda.',
  CATALOG_SELLER_CANNOT_FOLLOW: 'Una cuenta de vendedor no puede seguir otras tiendas.',
  KYC_PENDING: 'Tu solicitud está en revisión. Podrás cambiarla cuando se haya resuelto.',
  KYC_ALREADY_VERIFIED: 'Tu identidad ya ha sido verificada.',
  KYC_ALREADY_SELLER: 'Esta cuenta ya tiene una tienda.',
  KYC_PHOTO_INVALID: 'No se encontró una foto del documento entre tus archivos subidos. Súbela de nuevo.',
  KYC_STORE_NAME_TAKEN: 'Ya existe una tienda con este nombre. Elige otro nombre.',
  KYC_ALREADY_DECIDED: 'Esta solicitud ya ha sido resuelta.',
  CATALOG_ADMIN_CATEGORY_IN_USE:
    'Esta categoría no se puede eliminar mientras contenga {goods} productos y {children} subcategorías. Muévalos primero.',
  CATALOG_ADMIN_CATEGORY_DEPTH:
    'Las categorías tienen dos niveles: la categoría superior de una subcategoría debe ser de primer nivel, y una categoría con subcategorías no puede convertirse en subcategoría.',
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: 'La subcategoría no pertenece a la categoría elegida.',
  CATALOG_ADMIN_BANNER_NOT_FOUND: 'Este banner no existe.',
  CATALOG_ADMIN_SCHEDULE_INVALID: 'El fin de la programación debe ser posterior a su inicio.',
  WALLET_INSUFFICIENT_BALANCE: 'Saldo insuficiente. Realice primero un depósito.',
  WALLET_AMOUNT_INVALID: 'Introduzca un importe mayor que 0 con un máximo de {decimals} decimales.',
  WALLET_DEPOSIT_BELOW_MIN: 'El depósito mínimo es de {min} USDT.',
  WALLET_DEPOSIT_ABOVE_MAX: 'El depósito máximo es de {max} USDT.',
  WALLET_DEPOSITS_CLOSED: 'Los depósitos están cerrados en este momento. Vuelva a intentarlo más tarde.',
  WALLET_CHANNEL_CLOSED: 'Este canal de depósito no está disponible.',
  WALLET_CHAIN_INVALID: 'Elija una red disponible para esta moneda.',
  WALLET_CERTIFICATE_REQUIRED: 'Suba el comprobante de pago.',
  WALLET_CARD_NUMBER_INVALID: 'Introduzca un número de tarjeta bancaria válido.',
  WALLET_BANK_ACCOUNT_INVALID:
    'Introduzca el número de cuenta (de 6 a 34 dígitos) o el IBAN de la cuenta que recibe el dinero.',
  WALLET_IBAN_INVALID:
    'Este IBAN no es válido: sus dígitos de control no coinciden. Compruebe cada carácter con su extracto bancario.',
  WALLET_SWIFT_INVALID:
    'Introduzca el código SWIFT/BIC del banco: 8 u 11 letras y dígitos, por ejemplo EBILAEAD.',
  WALLET_RATE_MISSING: 'No hay ningún tipo de cambio establecido para {coin}. Vuelva a intentarlo más tarde.',
  WALLET_PAYMENT_LINK_FAILED: 'No se ha podido crear el enlace de pago. Pruebe con otro método de pago.',
  WALLET_NO_PAYMENT_METHOD: 'No hay ningún método de pago disponible para este importe.',
  WALLET_PAYMENT_FAILED: 'El pago no se ha completado. No se ha descontado dinero de su monedero.',
  WALLET_ALREADY_DECIDED: 'Esta solicitud ya ha sido procesada.',
  WALLET_WITHDRAWALS_CLOSED: 'Los retiros están cerrados en este momento. Vuelva a intentarlo más tarde.',
  WALLET_WITHDRAW_BELOW_MIN: 'El retiro mínimo es de {min} USDT.',
  WALLET_WITHDRAW_ABOVE_MAX: 'El retiro máximo es de {max} USDT.',
  WALLET_WITHDRAW_OUTSIDE_HOURS: 'Solo se aceptan retiros en el horario {hours} (hora de China).',
  WALLET_WITHDRAW_DAILY_LIMIT: 'Puede retirar como máximo {count} veces al día. Vuelva a intentarlo mañana.',
  WALLET_WITHDRAW_IN_PROGRESS: 'Ya hay un retiro en curso. Espere a que se procese.',
  WALLET_ADDRESS_REQUIRED: 'Vincule primero una dirección de retiro.',
  WALLET_ADDRESS_ALREADY_BOUND: 'Solo se puede vincular una dirección de retiro.',
  WALLET_ADDRESS_INVALID: 'Esta dirección no es válida para la red elegida.',
  WALLET_ADDRESS_CHECKSUM_WRONG:
    'Las mayúsculas y minúsculas de esta dirección no coinciden con su suma de verificación, así que hay un carácter erróneo. Cópiela de nuevo desde su monedero.',
  WALLET_ADDRESS_NO_CHECKSUM:
    'Esta dirección de Ethereum está toda en minúsculas (o toda en mayúsculas), por lo que no tiene suma de verificación y un carácter mal escrito pasaría inadvertido. Cópiela de su monedero con sus mayúsculas o confirme que ha comprobado cada carácter.',
  WALLET_ADDRESS_ZERO:
    'Esta es la dirección cero: nada de lo que se envíe a ella podrá gastarse nunca. Introduzca la dirección de su propio monedero.',
  WALLET_RATE_CHANGED:
    'La tasa de {coin} acaba de cambiar a {rate} USDT. Comprueba lo que recibirás y vuelve a confirmar.',
  ADDRESS_LIMIT_REACHED:
    'Puede guardar como máximo {max} direcciones de envío. Elimine una para añadir otra.',
  ADDRESS_REQUIRED: 'Elija una dirección de envío.',
  ADDRESS_REGION_INVALID: 'El país, el estado o la ciudad no son válidos. Vuelva a seleccionarlos.',
  CART_ALREADY_ADDED: 'Este producto ya está en su carrito de compra.',
  CART_FULL: 'Su carrito puede contener como máximo {max} productos.',
  CART_LINE_UNREADABLE: 'Escriba el id de un artículo y una cantidad entera, separados por una coma.',
  CART_ITEM_UNKNOWN: 'Ninguna oferta ni SKU tiene este id.',
  CART_ITEM_AMBIGUOUS:
    'Varias tiendas venden este SKU: escriba el id de la oferta y el del SKU como oferta/SKU.',
  CART_ITEM_NEEDS_SKU:
    'Esta oferta tiene varias opciones: escriba oferta/SKU con el id del SKU de la opción.',
  CART_BATCH_TOO_LONG: 'Añada como máximo {max} líneas a la vez.',
  ORDER_NOTHING_SELECTED: 'Seleccione los productos que desea comprar.',
  ORDER_BELOW_MIN: 'La cantidad es inferior a la compra mínima de {min}.',
  ORDER_ABOVE_MAX: 'La cantidad supera la compra máxima de {max}.',
  ORDER_NOT_PACK_MULTIPLE: 'Este producto se vende en paquetes de {pack}: pida un múltiplo de {pack}.',
  ORDER_SAMPLE_UNAVAILABLE: 'Este producto no tiene muestra disponible para pedir.',
  ORDER_SAMPLE_OVER_LIMIT: 'Una muestra de este producto es de {max} unidades como máximo.',
  ORDER_SAMPLE_TAKEN: 'Ya ha pedido una muestra de este producto.',
  ORDER_OWN_SHOP: 'No puede comprar productos de su propia tienda.',
  ORDER_OUT_OF_STOCK: 'No quedan suficientes existencias de este producto.',
  ORDER_NOT_PAYABLE: 'Este pedido ya no se puede pagar.',
  ORDER_CANNOT_CANCEL: 'Solo se puede cancelar un pedido pendiente de pago.',
  ORDER_CANNOT_REMIND:
    'Solo se puede enviar un recordatorio de un pedido pagado que esté pendiente de envío.',
  ORDER_ALREADY_REMINDED: 'Ya se ha enviado un recordatorio de este pedido.',
  ORDER_CANNOT_RECEIPT: 'Solo se puede confirmar la recepción de un pedido enviado.',
  ORDER_REFUND_REASON_NEEDS_RECEIPT:
    'Este motivo es para productos que ha recibido, y este pedido aún no se ha enviado. Elija otro motivo.',
  ORDER_SHIPPED_NO_REFUND:
    'No se puede reembolsar un pedido enviado mientras está en camino. Podrá solicitar un reembolso cuando llegue.',
  ORDER_REFUND_NOT_ALLOWED:
    'No se pueden solicitar reembolsos de pedidos pendientes de pago, completados o cancelados.',
  ORDER_REFUND_WINDOW_CLOSED: 'El plazo de devolución de {days} días de este pedido ha finalizado.',
  ORDER_REFUND_EXISTS: 'Ya se ha solicitado un reembolso para este pedido.',
  ORDER_NO_REFUND_PENDING: 'Este pedido no tiene ningún reembolso pendiente de decisión.',
  ORDER_CANNOT_REVIEW: 'Solo se puede valorar un pedido recibido.',
  ORDER_ALREADY_REVIEWED: 'Este producto ya ha sido valorado.',
  ORDER_CANNOT_PURCHASE: 'Solo se puede realizar la compra para envío de un pedido pagado.',
  ORDER_CANNOT_SHIP: 'Solo se puede enviar un pedido que el vendedor ya haya comprado.',
  COUPON_NOT_STARTED: 'Este cupón todavía no se puede obtener.',
  COUPON_ENDED: 'Este cupón ha finalizado.',
  COUPON_SOLD_OUT: 'Este cupón se ha agotado: ya se han obtenido todos.',
  COUPON_LIMIT_REACHED: 'Puede tener como máximo {max} unidades de este cupón.',
  COUPON_OWN_SHOP: 'No puede obtener cupones de su propia tienda.',
  COUPON_NOT_HELD: 'No tiene este cupón o ya se ha utilizado.',
  COUPON_NOT_APPLICABLE: 'Este cupón no se puede usar con estos productos.',
  COUPON_MIN_SPEND: 'Este cupón requiere una compra mínima de {min} USDT en productos.',
  COUPON_ONE_PER_ORDER:
    'Puede usar como máximo un cupón de tienda por tienda y un cupón de la plataforma por compra.',
  COUPON_WINDOW_INVALID: 'El cupón debe terminar después de empezar y durar como máximo {days} días.',
  COUPON_TERMS_LOCKED:
    'Algunos compradores ya han obtenido este cupón: solo se pueden cambiar su título, la cantidad y la fecha de fin.',
  COUPON_TOTAL_BELOW_CLAIMED: 'La cantidad no puede ser inferior a los {claimed} ya obtenidos.',
  SELLER_PRICE_OUT_OF_RANGE: 'El precio de venta debe estar entre {min} y {max} USDT.',
  SELLER_PROFIT_OUT_OF_RANGE: 'El margen de beneficio debe estar entre {min} % y {max} %.',
  SELLER_DISCOUNT_BELOW_COST: 'Con este descuento, {name} se vendería por debajo de su precio mayorista.',
  SELLER_DISCOUNT_WINDOW_INVALID:
    'El descuento debe terminar después de empezar, y su fin debe estar en el futuro.',
  SELLER_TIER_COUNT: 'Una escala de precios por cantidad tiene de 1 a {max} tramos.',
  SELLER_TIER_FIRST_NOT_MOQ: 'El primer tramo debe empezar en la cantidad mínima de pedido, {moq}.',
  SELLER_TIER_MIN_NOT_RISING: 'Tramo {rung}: su cantidad mínima debe ser mayor que la del tramo anterior.',
  SELLER_TIER_PRICE_NOT_FALLING: 'Tramo {rung}: su precio unitario debe ser menor que el del tramo anterior.',
  SELLER_TIER_BELOW_COST: 'Tramo {rung}: el precio unitario es inferior al precio mayorista de {cost} USDT.',
  SELLER_TIER_NOT_PACK: 'Tramo {rung}: su cantidad mínima debe ser múltiplo del tamaño del paquete, {pack}.',
  SELLER_TIER_ABOVE_MAX: 'Tramo {rung}: su cantidad mínima supera la compra máxima de {max}.',
  SELLER_MOQ_BELOW_MIN:
    'La cantidad mínima de pedido no puede ser inferior a la compra mínima del propio producto, {min}.',
  SELLER_SAMPLE_BELOW_COST: 'El precio de la muestra es inferior al precio mayorista de {cost} USDT.',
  SELLER_IMPORT_LINE: 'Línea {line}: {reason}',
  SELLER_IMPORT_EMPTY:
    'El archivo no tiene anuncios: después de la línea de encabezado, cada línea es un anuncio.',
  SELLER_IMPORT_TOO_LONG:
    'El archivo tiene más de {max} anuncios. Divídalo en archivos más pequeños e importe cada uno.',
  SELLER_IMPORT_COLUMN_UNKNOWN:
    'La línea de encabezado nombra una columna que la importación no conoce, o la nombra dos veces: {column}.',
  SELLER_IMPORT_COLUMN_MISSING: 'La línea de encabezado debe nombrar la columna {column}.',
  SELLER_IMPORT_CELLS: 'Esta línea tiene {count} celdas, pero la línea de encabezado tiene {expected}.',
  SELLER_IMPORT_QUOTE_OPEN: 'Una celda entre comillas empieza en esta línea y nunca se cierra.',
  SELLER_IMPORT_DUPLICATE: 'Este anuncio ya está en la línea {first}.',
  SELLER_IMPORT_NOT_OWN: 'Este no es un anuncio de su tienda, o se ha eliminado.',
  SELLER_IMPORT_DISCOUNT_FIXED:
    'La importación no cambia descuentos: deje el descuento como se exportó y cámbielo en la lista de productos.',
  SELLER_IMAGE_INVALID: 'No se encontró la imagen entre los archivos subidos. Vuelva a subirla.',
  SELLER_DATE_RANGE_INVALID:
    'La fecha de fin no puede ser anterior a la de inicio, y un periodo puede abarcar como máximo 366 días.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF.',
  UPLOAD_TOO_LARGE: 'La imagen es demasiado grande: como máximo {max} MB.',
  UPLOAD_TOO_MANY_PARTS: 'Una subida lleva una imagen y pocos campos; esta tiene demasiadas partes.',
  UPLOAD_TOO_MANY_PIXELS: 'La imagen tiene demasiados píxeles: como máximo {max} megapíxeles.',
  SUBSCRIBE_EMAIL_INVALID: 'Introduzca una dirección de correo electrónico válida.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Esta dirección de correo electrónico ya está suscrita.',
  SUBSCRIBE_LINK_INVALID:
    'Este enlace de confirmación no es válido. Abra el enlace completo que figura en el correo electrónico.',
  NOTICE_ORDER_PLACED: 'Pedido realizado, pendiente de pago.',
  NOTICE_ORDER_PAID: 'Pedido pagado. Pendiente de la confirmación del vendedor.',
  NOTICE_ORDER_REMINDED: 'El comprador ha recordado al vendedor que envíe el pedido.',
  NOTICE_ORDER_PUSHED: 'El vendedor ha confirmado el pedido y se está preparando la mercancía.',
  NOTICE_ORDER_SHIPPED: 'Enviado con {carrier}, número de seguimiento {trackingNo}.',
  NOTICE_ORDER_PICKED_UP: 'El transportista ha recogido el paquete en {place}.',
  NOTICE_ORDER_DEPARTED: 'El paquete ha salido de {place}.',
  NOTICE_ORDER_ARRIVED: 'El paquete ha llegado a {place}.',
  NOTICE_ORDER_OUT_FOR_DELIVERY: 'El paquete está en reparto en {place}.',
  NOTICE_ORDER_DELIVERED: 'El paquete se ha entregado en {place}.',
  NOTICE_ORDER_RECEIVED: 'El comprador ha confirmado la recepción.',
  NOTICE_ORDER_AUTO_RECEIVED: 'La recepción se confirmó automáticamente {days} días después del envío.',
  NOTICE_ORDER_REVIEWED: 'El comprador ha valorado el pedido.',
  NOTICE_ORDER_DEFAULT_REVIEW:
    'No se dejó ninguna valoración a tiempo, por lo que el sistema asignó una valoración positiva por defecto.',
  NOTICE_ORDER_COMPLETED: 'Pedido completado. El pago se ha liquidado al vendedor.',
  NOTICE_ORDER_CANCELLED: 'El comprador ha cancelado el pedido.',
  NOTICE_ORDER_AUTO_CANCELLED: 'El pedido se canceló automáticamente porque no se pagó a tiempo.',
  NOTICE_ORDER_LATE_COMPENSATED:
    'No se envió en un plazo de {hours} horas: el comprador recibió una compensación de {amount} USDT.',
  NOTICE_ORDER_REFUND_REQUESTED: 'El comprador ha solicitado un reembolso.',
  NOTICE_ORDER_REFUND_SUCCESS:
    'Reembolso realizado: se han devuelto {amount} USDT al monedero del comprador.',
  NOTICE_ORDER_REFUND_FAILED: 'Reembolso rechazado: {reason}',
  NOTICE_ORDER_MANUAL_REFUND: 'La plataforma ha reembolsado el pedido: {reason}',
  NOTICE_RESET_CODE_SUBJECT: 'Su código para restablecer la contraseña de Caravan',
  NOTICE_RESET_CODE_BODY:
    'Su código para restablecer la contraseña de Caravan es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, puede ignorar este correo electrónico: su contraseña no ha cambiado.',
  AUTH_PASSWORD_WRONG: 'La contraseña es incorrecta.',
  AUTH_EMAIL_TAKEN: 'Esta dirección de correo electrónico ya está vinculada a otra cuenta.',
  AUTH_EMAIL_UNCHANGED: 'Esta dirección de correo electrónico ya está vinculada a su cuenta y verificada.',
  AUTH_SMS_NOT_SUPPORTED: 'No se pueden enviar códigos por SMS. Utiliza una dirección de correo electrónico.',
  NOTICE_BIND_CODE_SUBJECT: 'Su código para confirmar su dirección de correo electrónico en Caravan',
  NOTICE_BIND_CODE_BODY:
    'Su código para vincular esta dirección de correo electrónico a la cuenta de Caravan {account} es {code}. Es válido durante {minutes} minutos. Si no lo ha solicitado, puede ignorar este correo electrónico.',
  NOTICE_EMAIL_CHANGED_SUBJECT: 'Se ha cambiado la dirección de correo electrónico de su cuenta de Caravan',
  NOTICE_EMAIL_CHANGED_BODY:
    'La dirección de correo electrónico de la cuenta de Caravan {account} se ha cambiado a {email}. A partir de ahora, los códigos para restablecer la contraseña se enviarán a esa dirección. Si no ha realizado este cambio, póngase en contacto de inmediato con el servicio de atención al cliente de Caravan.',
  CREDIT_LOAN_IN_USE: 'Ya tiene un préstamo en revisión o en curso. Devuélvalo antes de solicitar otro.',
  CREDIT_IDENTITY_REQUIRED:
    'No cumple los requisitos: primero debe verificar su identidad (Mi cuenta › Hazte vendedor).',
  CREDIT_NOT_IN_GOOD_STANDING:
    'No cumple los requisitos: la cuenta está restringida o tiene un préstamo vencido sin devolver.',
  CREDIT_AMOUNT_BELOW_MIN: 'El importe solicitado es inferior al mínimo de {min} USDT.',
  CREDIT_AMOUNT_ABOVE_MAX: 'El importe solicitado supera el máximo de {max} USDT.',
  CREDIT_TERM_NOT_OFFERED: 'Este plazo de préstamo no está disponible. Elija uno de los plazos indicados.',
  CREDIT_PHOTO_INVALID: 'No se encontró una foto del documento entre sus archivos subidos. Súbala de nuevo.',
  CREDIT_ALREADY_DECIDED: 'Esta solicitud de préstamo ya ha sido resuelta.',
  CREDIT_NOT_REPAYABLE: 'Este préstamo no está en curso, por lo que no hay nada que devolver.',
  CREDIT_PRODUCT_INVALID:
    'La configuración del préstamo no es coherente: el mínimo no debe superar el máximo y cada plazo debe ser de 1 a 366 días.',
  NOTICE_CREDIT_APPROVED_SUBJECT: 'Su préstamo para emprendedores de Caravan ha sido aprobado',
  NOTICE_CREDIT_APPROVED_BODY:
    'Su préstamo de {amount} USDT a {days} días ha sido aprobado y se ha abonado en su monedero de Caravan. Devuelva {total} USDT a más tardar el {dueDate}; puede devolverlo anticipadamente sin coste adicional.',
  NOTICE_CREDIT_REJECTED_SUBJECT: 'Su solicitud de préstamo de Caravan no ha sido aprobada',
  NOTICE_CREDIT_REJECTED_BODY:
    'Su solicitud de un préstamo de {amount} USDT no ha sido aprobada: {reason}. Puede corregirla y volver a solicitarlo.',
  NOTICE_CREDIT_OVERDUE_SUBJECT: 'Su préstamo de Caravan está vencido',
  NOTICE_CREDIT_OVERDUE_BODY:
    'Su préstamo vencía el {dueDate}. Hasta que lo devuelva, se añade el tipo de demora de {rate} diario. Importe a devolver ahora: {total} USDT.',
  NOTICE_ORDER_PAID_TITLE: 'Pedido {orderNo} pagado',
  NOTICE_ORDER_PAID_BODY:
    'Hemos recibido su pago de {amount} USDT por el pedido {orderNo}. La tienda se encargará ahora del envío.',
  NOTICE_ORDER_SOLD_TITLE: 'Nuevo pedido pagado {orderNo}',
  NOTICE_ORDER_SOLD_BODY:
    'El pedido {orderNo} se ha pagado ({amount} USDT). Cómprelo en su centro de vendedor al coste mayorista de {cost} USDT para que se envíe.',
  NOTICE_ORDER_REMINDED_TITLE: 'El comprador pide el envío del pedido {orderNo}',
  NOTICE_ORDER_REMINDED_BODY:
    'El comprador del pedido {orderNo} le recordó que lo envíe. Si aún no lo ha comprado, cómprelo en su centro de vendedor para que se envíe.',
  NOTICE_ORDER_SHIPPED_TITLE: 'Pedido {orderNo} enviado',
  NOTICE_ORDER_SHIPPED_BODY:
    'Su pedido {orderNo} se ha enviado con {carrier}, número de seguimiento {trackingNo}.',
  NOTICE_REFUND_APPROVED_TITLE: 'Reembolso del pedido {orderNo} aprobado',
  NOTICE_REFUND_APPROVED_BODY:
    'Su reembolso de {amount} USDT por el pedido {orderNo} se ha aprobado y se ha devuelto a su monedero de Caravan.',
  NOTICE_REFUND_REFUSED_TITLE: 'Reembolso del pedido {orderNo} rechazado',
  NOTICE_REFUND_REFUSED_BODY:
    'Su solicitud de reembolso del pedido {orderNo} se ha rechazado: {reason}. El pedido continúa como antes.',
  NOTICE_LATE_COMPENSATION_TITLE: 'El pedido {orderNo} se ha retrasado: aquí tiene una compensación',
  NOTICE_LATE_COUPON_BODY:
    'El pedido {orderNo} no se envió en un plazo de {hours} horas. Lo sentimos: ya tiene en Mis cupones un cupón de {amount} USDT de descuento.',
  NOTICE_LATE_CREDIT_BODY:
    'El pedido {orderNo} no se envió en un plazo de {hours} horas. Lo sentimos: se han añadido {amount} USDT a su monedero.',
  NOTICE_ORDER_REFUNDED_TITLE: 'Pedido {orderNo} reembolsado',
  NOTICE_ORDER_REFUNDED_BODY:
    'La plataforma ha reembolsado su pedido {orderNo}: {reason}. Se han devuelto {amount} USDT a su monedero de Caravan.',
  NOTICE_DEPOSIT_CONFIRMED_TITLE: 'Depósito confirmado',
  NOTICE_DEPOSIT_CONFIRMED_BODY:
    'Su depósito {orderNo} se ha confirmado y se han añadido {amount} USDT a su monedero de Caravan.',
  NOTICE_DEPOSIT_REJECTED_TITLE: 'Depósito rechazado',
  NOTICE_DEPOSIT_REJECTED_BODY:
    'Su depósito {orderNo} se ha rechazado: {reason}. No se ha añadido nada a su monedero; contacte con atención al cliente si cree que se trata de un error.',
  NOTICE_WITHDRAWAL_PAID_TITLE: 'Retiro pagado',
  NOTICE_WITHDRAWAL_PAID_BODY: 'Su retiro {orderNo} de {amount} USDT se ha pagado (comisión: {fee} USDT).',
  NOTICE_WITHDRAWAL_REJECTED_TITLE: 'Retiro rechazado',
  NOTICE_WITHDRAWAL_REJECTED_BODY:
    'Su retiro {orderNo} se ha rechazado: {reason}. Los {amount} USDT retenidos para él se han devuelto a su monedero de Caravan.',
  NOTICE_SELLER_APPROVED_TITLE: 'Su tienda está abierta',
  NOTICE_SELLER_APPROVED_BODY:
    'Su solicitud de vendedor se ha aprobado y su tienda {storeName} está abierta. Ya puede publicar productos en su centro de vendedor.',
  NOTICE_IDENTITY_VERIFIED_TITLE: 'Su identidad está verificada',
  NOTICE_IDENTITY_VERIFIED_BODY: 'Su verificación de identidad se ha aprobado. Su cuenta ya está verificada.',
  NOTICE_SELLER_REJECTED_TITLE: 'Su solicitud no se ha aprobado',
  NOTICE_SELLER_REJECTED_BODY:
    'Su solicitud no se ha aprobado: {reason}. Puede corregirla y enviarla de nuevo.',
  NOTICE_WELCOME_SUBJECT: 'Bienvenido a Caravan',
  NOTICE_WELCOME_BODY:
    'Gracias por suscribirse a Caravan. Para confirmar {email} y recibir su cupón de bienvenida, abra este enlace: {link} Caravan no enviará nada más a esta dirección hasta que se confirme. Si no se ha suscrito, puede ignorar este correo.',
};
