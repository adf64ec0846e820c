// Uploads' public face: the URL of a private file (a payment certificate) for its owner and finance.
export { privateFileUrl } from './private-files.js';
