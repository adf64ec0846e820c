// System parameters' public face: the list the finance area's wallet settings also edit.
export { useSysparaList } from './api/list-syspara';
export { SysparaList } from './components/syspara-list';
