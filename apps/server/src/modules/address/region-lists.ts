import type { CityVo, CountryVo, Language, StateVo } from '@caravan/contract';
import { allCountries, citiesOf, countryNamer, fold, stateById, statesOf } from './address-regions.js';

/** Whether a name (or, for countries, its English one too) contains the filter, ignoring case and accents. */
function matcher(filter: string | undefined): (...names: string[]) => boolean {
  if (!filter) return () => true;
  const wanted = fold(filter);
  return (...names) => names.some((name) => fold(name).includes(wanted));
}

const collators = new Map<Language, Intl.Collator>();

/** Sorting in the reader's language (Filipino's tag is `fil`). */
function collator(lang: Language): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    found = new Intl.Collator(lang === 'ph' ? 'fil' : lang);
    collators.set(lang, found);
  }
  return found;
}

/** address!listCountry: every country, named and sorted in `lang`; the filter matches either name. */
export async function listCountries(lang: Language, countryName: string | undefined): Promise<CountryVo[]> {
  const [countries, nameOf] = await Promise.all([allCountries(), countryNamer(lang)]);
  const matches = matcher(countryName);
  const { compare } = collator(lang);
  return countries
    .map((country) => ({ country, countryName: nameOf(country) }))
    .filter(({ country, countryName: name }) => matches(name, country.name))
    .sort((a, b) => compare(a.countryName, b.countryName))
    .map(({ country, countryName: name }) => ({
      id: country.id,
      countryName: name,
      phoneCode: country.phoneCode,
    }));
}

/** address!listState: a country's states (an unknown country has none). */
export async function listStates(countryId: number, stateName: string | undefined): Promise<StateVo[]> {
  const matches = matcher(stateName);
  return (await statesOf(countryId))
    .filter((state) => matches(state.name))
    .map((state) => ({ id: state.id, stateName: state.name }));
}

/** address!listCity: a state's cities (an unknown state has none). */
export async function listCities(stateId: number, cityName: string | undefined): Promise<CityVo[]> {
  const state = await stateById(stateId);
  if (!state) return [];
  const matches = matcher(cityName);
  return (await citiesOf(state))
    .filter((city) => matches(city.name))
    .map((city) => ({ id: city.id, cityName: city.name }));
}
