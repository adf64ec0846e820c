// Seller applications' public face: what localuser!get reports of the identity check, and whether
// a shop name is another account's (a shop renamed in its panel); the verified identity, which a
// loan application reuses.
export {
  kycSummary,
  maskIdNumber,
  storeNameTaken,
  verifiedIdentityOf,
  type KycSummary,
} from './kyc.service.js';
