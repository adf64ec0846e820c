// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { accountEndpoints } from './endpoints.js';
import type { legacyAccountEndpoints } from './legacy.js';
import { endpointRoutes } from '../endpoint.js';

export const accountRoutes = /*#__PURE__*/ endpointRoutes<typeof accountEndpoints>({
  login: ['user!newlogin', 'api', '.action', ['POST'], 'json'],
  legacyLogin: ['user!login', 'api', '.action', ['POST'], 'json'],
  logout: ['user!logout', 'api', '.action', ['GET', 'POST'], 'query'],
  currentUser: ['localuser!get', 'api', '.action', ['GET', 'POST'], 'query'],
  captcha: 'captcha!slide',
  register: ['localuser!registerNoVerifcode', 'api', '.action', ['POST', 'GET'], 'json'],
  heartbeat: 'user!heartbeat',
  setAvatar: ['localuser!refreshAvatar', 'api', '.action', ['POST'], 'query'],
  sendResetCode: 'jscode!execute',
  resetPassword: ['user!resetpsw', 'api', '.action', ['POST', 'GET'], 'json'],
  changePassword: ['user!updateOldAndNewPsw', 'api', '.action', ['POST'], 'json'],
  safewordStatus: 'user!check-safeword',
  setSafeword: ['user!setSafewordReg', 'api', '.action', ['POST'], 'json'],
  changeSafeword: ['user!updateOldAndNewSafeword', 'api', '.action', ['POST'], 'json'],
  cancelAccount: ['user!logoff', 'api', '.action', ['POST'], 'json'],
  cancelCheck: 'user!logoffCheck',
  verifTarget: 'user!getVerifTarget',
  sendBindingCode: ['localuser!beforeBind', 'api', '.action', ['POST'], 'json'],
  bindEmail: ['localuser!save_email', 'api', '.action', ['POST'], 'json'],
});
export const legacyAccountRoutes = /*#__PURE__*/ endpointRoutes<typeof legacyAccountEndpoints>({
  registerWithCode: ['localuser!registerWithVerifcode', 'api', '.action', ['GET', 'POST'], 'json'],
  registerUsername: ['localuser!register_username', 'api', '.action', ['GET', 'POST'], 'json'],
  imageCode: ['localuser!getImageCode', 'api', '.action', ['GET', 'POST'], 'query'],
  sendCode: 'idcode!execute',
  verifyCode: ['localuser!verify_code', 'api', '.action', ['POST'], 'json'],
  resetTarget: ['user!getUserNameVerifTarget', 'api', '.action', ['GET', 'POST'], 'query'],
  checkAccount: ['user!checkAccount', 'api', '.action', ['POST'], 'query'],
  checkEmailOrPhone: ['localuser!checkEmailOrPhone', 'api', '.action', ['POST'], 'query'],
  changePasswordByCode: ['user!updatepsw', 'api', '.action', ['POST'], 'json'],
  changePasswordByOld: ['user!update_pwd_by_old', 'api', '.action', ['POST'], 'json'],
  setSafeword: ['user!setSafeword', 'api', '.action', ['POST'], 'json'],
  safewordResetApplication: ['user!get_safeword_apply', 'api', '.action', ['POST'], 'query'],
  applySafewordReset: ['user!set_safeword_apply', 'api', '.action', ['POST'], 'query'],
  bindTarget: ['localuser!bindEmailOrPhone', 'api', '.action', ['POST'], 'json'],
  bindTargetSm: ['localuser!bindEmailOrPhoneSm', 'api', '.action', ['POST'], 'json'],
  savePhone: ['localuser!save_phone', 'api', '.action', ['POST'], 'json'],
  share: 'localuser!getShare',
});
