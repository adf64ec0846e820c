// System parameters' public face: reading them.
export {
  cachedSysparaValues,
  forgetSysparaValues,
  sysparaValues,
  withdrawFeeRule,
} from './system.service.js';
