// Seller applications' public face: what localuser!get reports of the identity check, and whether
// a shop name is another account's (a shop renamed in its panel).
export { kycSummary, maskIdNumber, storeNameTaken, type KycSummary } from './kyc.service.js';
