// Addresses' public face: the buyer's address an order ships to, and the country list (by id).
export { findAddressForOrder } from './address.service.js';
export { countriesById, countryById, countryNamer, storedCountryNamer } from './address-regions.js';
