// System parameters' public face: reading them, and their definitions for the console.
export {
  SYSPARA_DEFINITIONS,
  normaliseSysparaValue,
  sysparaDefinition,
  type SysparaDefinition,
} from './syspara-definitions.js';
export { sysparaValues, withdrawFeeRule } from './system.service.js';
