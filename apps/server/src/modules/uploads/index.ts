// Uploads' public face: the URL of a private file (a payment certificate, an identity or a loan
// document photo), read by its owner and the operators its purpose concerns, and the check that
// images named in a form are the caller's own uploads for that purpose.
export { ownPrivateImages, privateFileUrl } from './private-files.js';
