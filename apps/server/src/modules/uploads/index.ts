// Uploads' public face: the URL of a private file (a payment certificate, an identity or a loan
// document photo), read by its owner and the operators its purpose concerns; the check that images
// named in a form are the caller's own private uploads for that purpose (claiming an old client's
// unclaimed one), or a copy of one for another purpose; and the check that a public picture a user gives as their own is their upload.
export { claimPrivateFiles, ownPrivateImages, privateFileUrl, sharePrivateFile } from './private-files.js';
export { isOwnUploadedImage } from './public-uploads.js';
