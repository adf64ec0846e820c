import type { AddressVo, Language } from '@caravan/contract';
import { countriesById, countryNamer } from './address-regions.js';
import type { AddressRow } from './address.repository.js';

/**
 * A presenter for the request's language: the country's name is localised (contract §1.3); state
 * and city names are the data package's, as stored (it has no translations for them, ADR 010).
 */
export async function addressPresenter(lang: Language): Promise<(row: AddressRow) => AddressVo> {
  const [countries, nameOf] = await Promise.all([countriesById(), countryNamer(lang)]);
  return (row) => {
    const country = countries.get(row.countryId);
    return {
      id: row.id,
      use: row.use,
      phone: row.phone,
      contacts: row.contacts,
      address: row.address,
      email: row.email ?? '',
      postcode: row.postcode ?? '',
      country: country ? nameOf(country) : row.country,
      province: row.province,
      city: row.city,
      countryId: row.countryId,
      provinceId: row.provinceId,
      cityId: row.cityId,
    };
  };
}
