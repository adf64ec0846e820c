import type { ErrorCode } from '../errors.js';

export const pt: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'O valor de {field} não é válido.',
  COMMON_PARAM_MISSING: 'O campo {field} é obrigatório.',
  COMMON_PARAM_TOO_LONG: 'O campo {field} pode ter no máximo {max} caracteres.',
  COMMON_SYSTEM_ERROR: 'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
  COMMON_NOT_FOUND: 'A página ou o item solicitado não existe.',
  COMMON_RATE_LIMITED: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  COMMON_METHOD_NOT_ALLOWED: 'Este método de solicitação não é permitido aqui.',
  COMMON_NO_PERMISSION: 'Você não tem permissão para realizar esta ação.',
  COMMON_DUPLICATE_SUBMISSION: 'Esta solicitação já foi enviada.',
  AUTH_NOT_LOGGED_IN: 'Você não está conectado. Faça login primeiro.',
  AUTH_SESSION_EXPIRED: 'Sua sessão expirou. Faça login novamente.',
  AUTH_LOGIN_FAILED: 'Conta ou senha incorreta.',
  AUTH_ACCOUNT_LOCKED:
    'Dados inválidos foram inseridos três vezes seguidas. Tente novamente em {minutes} minutos.',
  AUTH_ACCOUNT_DISABLED: 'Esta conta foi bloqueada ou desativada.',
  AUTH_NOT_A_SELLER: 'Esta conta não possui uma loja.',
  CATALOG_GOODS_NOT_FOUND: 'Este produto não existe.',
  CATALOG_GOODS_OFF_SHELF: 'Este produto não está mais à venda.',
  CATALOG_SHOP_NOT_FOUND: 'Esta loja não existe ou está fechada.',
  CATALOG_CATEGORY_NOT_FOUND: 'Esta categoria não existe.',
  SUBSCRIBE_EMAIL_INVALID: 'Insira um endereço de e-mail válido.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'Este endereço de e-mail já está inscrito.',
};
