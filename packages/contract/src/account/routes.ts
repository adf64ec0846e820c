// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { accountEndpoints } from './endpoints.js';
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
  resetPassword: ['user!resetpsw', 'api', '.action', ['POST'], 'json'],
  changePassword: ['user!updateOldAndNewPsw', 'api', '.action', ['POST'], 'json'],
  safewordStatus: 'user!check-safeword',
  setSafeword: ['user!setSafewordReg', 'api', '.action', ['POST'], 'json'],
  changeSafeword: ['user!updateOldAndNewSafeword', 'api', '.action', ['POST'], 'json'],
  cancelAccount: ['user!logoff', 'api', '.action', ['POST'], 'json'],
  verifTarget: 'user!getVerifTarget',
  sendBindingCode: ['localuser!beforeBind', 'api', '.action', ['POST'], 'json'],
  bindEmail: ['localuser!save_email', 'api', '.action', ['POST'], 'json'],
});
