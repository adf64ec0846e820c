import { getCitiesOfState, getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import type { Language } from '@caravan/contract';
import type * as IsoCountriesModule from 'i18n-iso-countries';

// Countries, states and cities from @countrystatecity/countries (ODbL-1.0; ADR 010). Its ids are the
// ones stored with an address. The package reads a JSON file per call, so what is read is kept here:
// countries and states for good (250 and ~5,300 small rows), cities per state with a cap.

export interface Country {
  id: number;
  iso2: string;
  /** The English name, which is what an address stores. */
  name: string;
  phoneCode: string;
}

export interface Region {
  id: number;
  name: string;
}

interface State extends Region {
  iso2: string;
  country: Country;
}

/** How many states' city lists stay in memory (the largest holds a few thousand names). */
const CITY_LISTS_KEPT = 400;

const countriesLoad = new Map<'all', Promise<{ list: Country[]; byId: Map<number, Country> }>>();
const statesLoads = new Map<number, Promise<State[]>>();
const stateIndexLoad = new Map<'all', Promise<Map<number, State>>>();
const cityLists = new Map<number, Promise<Region[]>>();

/** Runs a load once per key and shares it; a failed load is forgotten so that the next call retries. */
function memo<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const cached = cache.get(key);
  if (cached) return cached;
  const started = load();
  cache.set(key, started);
  started.catch(() => cache.delete(key));
  return started;
}

function loadCountries() {
  return memo(countriesLoad, 'all', async () => {
    const list = (await getCountries()).map((c) => ({
      id: c.id,
      iso2: c.iso2,
      name: c.name,
      phoneCode: c.phonecode.replace(/^\+/, ''),
    }));
    return { list, byId: new Map(list.map((c) => [c.id, c])) };
  });
}

export async function allCountries(): Promise<Country[]> {
  return (await loadCountries()).list;
}

export async function countriesById(): Promise<ReadonlyMap<number, Country>> {
  return (await loadCountries()).byId;
}

export async function countryById(id: number): Promise<Country | undefined> {
  return (await loadCountries()).byId.get(id);
}

function loadStates(country: Country): Promise<State[]> {
  return memo(statesLoads, country.id, async () =>
    (await getStatesOfCountry(country.iso2)).map((s) => ({ id: s.id, name: s.name, iso2: s.iso2, country })),
  );
}

/** A country's states (empty for an unknown country or one the data divides no further). */
export async function statesOf(countryId: number): Promise<State[]> {
  const country = await countryById(countryId);
  return country ? loadStates(country) : [];
}

/**
 * A state by its id alone (address!listCity names no country): an index of every state, read once
 * (about 2 MB of files, a fifth of a second) the first time it is needed.
 */
export async function stateById(stateId: number): Promise<State | undefined> {
  const index = await memo(stateIndexLoad, 'all', async () => {
    const byId = new Map<number, State>();
    for (const country of await allCountries()) {
      for (const state of await loadStates(country)) byId.set(state.id, state);
    }
    return byId;
  });
  return index.get(stateId);
}

/** A state's cities; the most recently used lists are kept. */
export function citiesOf(state: State): Promise<Region[]> {
  const cached = cityLists.get(state.id);
  if (cached) {
    // Map order is insertion order: moving the entry to the end keeps the least recent first.
    cityLists.delete(state.id);
    cityLists.set(state.id, cached);
    return cached;
  }
  const load = memo(cityLists, state.id, async () =>
    (await getCitiesOfState(state.country.iso2, state.iso2)).map((c) => ({ id: c.id, name: c.name })),
  );
  if (cityLists.size > CITY_LISTS_KEPT) {
    const oldest = cityLists.keys().next().value;
    if (oldest !== undefined) cityLists.delete(oldest);
  }
  return load;
}

export interface ResolvedRegion {
  country: Country;
  province: Region | null;
  city: Region | null;
}

/**
 * The country, state and city an address names, checked against each other: the state must be the
 * country's and the city the state's. 0 stands for "none" only where the data lists none to choose
 * (ADR 010). Undefined when they do not fit.
 */
export async function resolveRegion(
  countryId: number,
  provinceId: number,
  cityId: number,
): Promise<ResolvedRegion | undefined> {
  const country = await countryById(countryId);
  if (!country) return undefined;
  const states = await loadStates(country);
  if (provinceId === 0) {
    return states.length === 0 && cityId === 0 ? { country, province: null, city: null } : undefined;
  }
  const province = states.find((s) => s.id === provinceId);
  if (!province) return undefined;
  const cities = await citiesOf(province);
  if (cityId === 0) return cities.length === 0 ? { country, province, city: null } : undefined;
  const city = cities.find((c) => c.id === cityId);
  return city ? { country, province, city } : undefined;
}

// ---------------------------------------------------------------- names in the reader's language

type IsoCountries = typeof IsoCountriesModule;
let isoLoad: Promise<IsoCountries> | undefined;

// Loaded on first use: it registers ~80 locales' names when imported.
function isoCountries(): Promise<IsoCountries> {
  isoLoad ??= import('i18n-iso-countries').then((m) => (m as { default?: IsoCountries }).default ?? m);
  return isoLoad;
}

/**
 * i18n-iso-countries' locale for ours. It has neither Traditional Chinese nor Filipino: zh-TW reads
 * the Chinese names, and `fil` finds nothing, so Filipino falls back to English.
 */
function isoLocale(lang: Language): string {
  if (lang === 'zh-CN' || lang === 'zh-TW') return 'zh';
  return lang === 'ph' ? 'fil' : lang;
}

/**
 * A function giving a country's name in `lang`: English is the data package's own name (the one
 * stored), other languages come from i18n-iso-countries, falling back to English.
 */
export async function countryNamer(lang: Language): Promise<(country: Country) => string> {
  if (lang === 'en') return (country) => country.name;
  const iso = await isoCountries();
  const locale = isoLocale(lang);
  return (country) => iso.getName(country.iso2, locale) ?? country.name;
}

/**
 * A function naming, in `lang`, a country stored by its English name (an order keeps its address
 * as text); a name the data does not know is shown as stored.
 */
export async function storedCountryNamer(lang: Language): Promise<(stored: string) => string> {
  const [{ list }, nameOf] = await Promise.all([loadCountries(), countryNamer(lang)]);
  const byName = new Map(list.map((c) => [c.name, c]));
  return (stored) => {
    const country = byName.get(stored);
    return country ? nameOf(country) : stored;
  };
}

/** Lower case without accents, for the list filters ("sao" finds São Paulo). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
