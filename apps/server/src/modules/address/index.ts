// Addresses' public face: the buyer's address an order ships to.
export { findAddressForOrder } from './address.service.js';
