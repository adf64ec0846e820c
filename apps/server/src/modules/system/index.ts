// System parameters' public face: reading them.
export { sysparaValues, withdrawFeeRule } from './system.service.js';
