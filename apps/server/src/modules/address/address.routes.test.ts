import { AddressListVo, AddressVo, CityListVo, CountryListVo, StateListVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { addresses, syspara } from '../../db/schema/index.js';
import { isAppError } from '../../lib/errors.js';
import { findAddressForOrder } from './address.service.js';

// Region ids of @countrystatecity/countries 1.0.9 (ADR 010).
const GERMANY = 82;
const BAVARIA = 3009;
const MUNICH = 27540;
const BERLIN = 3010;
const ADLERSHOF = 23490; // in Berlin
const FRANCE_AIN = 4967;
const MACAU = 128; // no states in the data
const ANGUILLA = 8;
const BLOWING_POINT = 5273; // an Anguillan district without cities

let t: TestApp;

const valid = {
  contacts: 'Anna Schmidt',
  phone: '+49 89 1234 5678',
  address: 'Leopoldstraße 1',
  email: 'annaschmidt@example.com',
  postcode: '80802',
  countryId: GERMANY,
  provinceId: BAVARIA,
  cityId: MUNICH,
};

type Params = Record<string, string | number>;

const call = (name: string, params: Params = {}) => t.action(`/api/address!${name}.action`, params);

async function add(token: string, overrides: Params = {}) {
  const res = await call('add', { token, ...valid, ...overrides });
  expect(res.code, JSON.stringify(res)).toBe('0');
  t.clock.advance(1000);
  return AddressVo.parse(res.data);
}

async function list(token: string, lang = 'en') {
  return AddressListVo.parse((await call('list', { token, lang })).data).pageList;
}

async function setMaxCount(value: string | null) {
  if (value === null) await t.db.delete(syspara).where(eq(syspara.code, 'address_max_count'));
  else await setSystemParams(t.db, { address_max_count: value });
}

beforeAll(async () => {
  t = await buildTestApp();
});

describe('refusals', () => {
  it('every address route but listCountry needs a session', async () => {
    for (const name of ['list', 'add', 'edit', 'del', 'listState', 'listCity']) {
      expect((await call(name, { ...valid, id: crypto.randomUUID(), stateId: BAVARIA })).code, name).toBe(
        '403',
      );
    }
    expect((await call('listCountry')).code).toBe('0');
  });

  it('refuses each invalid field by its error key and stores nothing', async () => {
    const { token } = await createLoggedInUser(t);
    const cases: [Params, string, Record<string, unknown>][] = [
      [{ phone: '' }, 'COMMON_PARAM_MISSING', { field: 'phone' }],
      [{ phone: '+49 12345' }, 'COMMON_PARAM_INVALID', { field: 'phone' }],
      [{ phone: '1234567' }, 'COMMON_PARAM_INVALID', { field: 'phone' }],
      [{ phone: '+49 89 call me' }, 'COMMON_PARAM_INVALID', { field: 'phone' }],
      [{ contacts: '  ' }, 'COMMON_PARAM_MISSING', { field: 'contacts' }],
      [{ contacts: 'x'.repeat(65) }, 'COMMON_PARAM_TOO_LONG', { field: 'contacts', max: 64 }],
      [{ address: '' }, 'COMMON_PARAM_MISSING', { field: 'address' }],
      [{ address: 'x'.repeat(256) }, 'COMMON_PARAM_TOO_LONG', { field: 'address', max: 255 }],
      [{ email: 'ab@example.com' }, 'COMMON_PARAM_INVALID', { field: 'email' }],
      [{ email: `${'a'.repeat(60)}@example.com` }, 'COMMON_PARAM_TOO_LONG', { field: 'email', max: 64 }],
      [{ postcode: '1234' }, 'COMMON_PARAM_INVALID', { field: 'postcode' }],
      [{ postcode: '8080#' }, 'COMMON_PARAM_INVALID', { field: 'postcode' }],
      [{ postcode: '1'.repeat(33) }, 'COMMON_PARAM_TOO_LONG', { field: 'postcode', max: 32 }],
      [{ countryId: '' }, 'COMMON_PARAM_MISSING', { field: 'countryId' }],
      [{ countryId: '82a' }, 'COMMON_PARAM_INVALID', { field: 'countryId' }],
      [{ provinceId: '3009.0' }, 'COMMON_PARAM_INVALID', { field: 'provinceId' }],
      [{ cityId: '1e3' }, 'COMMON_PARAM_INVALID', { field: 'cityId' }],
      [{ cityId: '-1' }, 'COMMON_PARAM_INVALID', { field: 'cityId' }],
      [{ use: '2' }, 'COMMON_PARAM_INVALID', { field: 'use' }],
    ];
    for (const [overrides, key, params] of cases) {
      const res = await call('add', { token, ...valid, ...overrides });
      expect({ key: res.key, params: res.params }, JSON.stringify(overrides)).toEqual({ key, params });
    }
    expect(await list(token)).toEqual([]);
    expect((await call('edit', { token, ...valid, id: 'not-a-uuid' })).key).toBe('COMMON_PARAM_INVALID');
    expect((await call('del', { token })).key).toBe('COMMON_PARAM_MISSING');
  });

  it('another buyer’s address is not found, and stays as it was', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const mine = await add(owner.token);
    expect((await call('edit', { token: other.token, ...valid, id: mine.id, contacts: 'Mallory' })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect((await call('del', { token: other.token, id: mine.id })).key).toBe('COMMON_NOT_FOUND');
    expect(await list(owner.token)).toEqual([mine]);
    expect(await list(other.token)).toEqual([]);
    await expect(findAddressForOrder(t.db, other.user.id, mine.id)).rejects.toMatchObject({
      code: 'COMMON_NOT_FOUND',
    });
  });
});

describe('regions', () => {
  it('refuses a state of another country, a city of another state and unknown ids', async () => {
    const { token } = await createLoggedInUser(t);
    for (const overrides of [
      { provinceId: FRANCE_AIN },
      { cityId: ADLERSHOF },
      { countryId: 999_999 },
      { cityId: 99_999_999 },
      { provinceId: 0, cityId: 0 },
      { cityId: 0 },
    ]) {
      const res = await call('add', { token, ...valid, ...overrides });
      expect(res.key, JSON.stringify(overrides)).toBe('ADDRESS_REGION_INVALID');
    }
    expect(await list(token)).toEqual([]);
  });

  it('stores the data package’s names, not the client’s, and takes 0 where there is nothing to choose', async () => {
    const { token } = await createLoggedInUser(t);
    const munich = await add(token, { country: 'Narnia', province: 'Cair', city: 'Paravel' });
    expect(munich).toMatchObject({ country: 'Germany', province: 'Bavaria', city: 'Munich', use: 1 });
    const macau = await add(token, { countryId: MACAU, provinceId: 0, cityId: 0, phone: '+853 2888 1234' });
    expect(macau).toMatchObject({ provinceId: 0, cityId: 0, province: '', city: '' });
    const anguilla = await add(token, { countryId: ANGUILLA, provinceId: BLOWING_POINT, cityId: 0 });
    expect(anguilla).toMatchObject({ province: 'Blowing Point', city: '' });
  });

  it('names countries in the request’s language; state and city names stay as stored', async () => {
    const { token } = await createLoggedInUser(t);
    await add(token);
    expect((await list(token, 'de'))[0]).toMatchObject({ country: 'Deutschland', province: 'Bavaria' });
    expect((await list(token, 'en'))[0]?.country).toBe('Germany');
    expect((await list(token, 'cn'))[0]?.country).toBe('德国');
    // The name package has no Traditional Chinese and no Filipino (ADR 010).
    expect((await list(token, 'tw'))[0]?.country).toBe('德国');
    expect((await list(token, 'ph'))[0]?.country).toBe('Germany');
    const [stored] = await t.db.select().from(addresses).where(eq(addresses.countryId, GERMANY)).limit(1);
    expect(stored?.country).toBe('Germany');
  });

  it('lists countries without a session, localised, sorted and filtered by either name', async () => {
    const countries = (lang: string, countryName = '') =>
      call('listCountry', { lang, countryName }).then((r) => CountryListVo.parse(r.data).data);
    const english = await countries('en');
    expect(english.length).toBeGreaterThan(240);
    expect(english.find((c) => c.id === GERMANY)).toEqual({
      id: GERMANY,
      countryName: 'Germany',
      phoneCode: '49',
    });
    const names = english.map((c) => c.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await countries('de', 'deutsch')).toEqual([
      { id: GERMANY, countryName: 'Deutschland', phoneCode: '49' },
    ]);
    expect((await countries('de', 'GERMANY')).map((c) => c.id)).toEqual([GERMANY]);
    expect((await countries('fr', 'allemagne')).map((c) => c.countryName)).toEqual(['Allemagne']);
  });

  it('lists a country’s states and a state’s cities, with filters', async () => {
    const { token } = await createLoggedInUser(t);
    const states = await call('listState', { token, countryId: GERMANY, stateName: 'bav' });
    expect(StateListVo.parse(states.data).data).toEqual([{ id: BAVARIA, stateName: 'Bavaria' }]);
    expect((await call('listState', { token, countryId: 999_999 })).data).toEqual({ data: [] });
    expect((await call('listState', { token })).key).toBe('COMMON_PARAM_MISSING');
    const cities = await call('listCity', { token, stateId: BAVARIA, cityName: 'MUNICH' });
    expect(CityListVo.parse(cities.data).data).toEqual([{ id: MUNICH, cityName: 'Munich' }]);
    const berlin = CityListVo.parse((await call('listCity', { token, stateId: BERLIN })).data).data;
    expect(berlin).toContainEqual({ id: ADLERSHOF, cityName: 'Adlershof' });
    // Accents do not matter to the filter: "schonhausen" finds Alt-Hohenschönhausen.
    expect(
      CityListVo.parse((await call('listCity', { token, stateId: BERLIN, cityName: 'schonhausen' })).data)
        .data,
    ).toContainEqual(expect.objectContaining({ cityName: 'Alt-Hohenschönhausen' }));
  });

  it('listCity without a stateId: empty for queryType=noShow, else a missing parameter', async () => {
    const { token } = await createLoggedInUser(t);
    expect(await call('listCity', { token, queryType: 'noShow' })).toMatchObject({
      code: '0',
      data: { data: [] },
    });
    expect(await call('listCity', { token, stateId: '' })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'stateId' },
    });
    expect((await call('listCity', { token, stateId: '30x' })).key).toBe('COMMON_PARAM_INVALID');
  });
});

describe('the default address', () => {
  it('the first becomes the default; use=1 moves it; the list shows the default, then the newest', async () => {
    const { user, token } = await createLoggedInUser(t);
    const first = await add(token, { use: 0 });
    expect(first.use).toBe(1);
    const second = await add(token, { use: 0, contacts: 'Second' });
    expect(second.use).toBe(0);
    expect((await list(token)).map((a) => [a.id, a.use])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
    const third = await add(token, { use: 1, contacts: 'Third' });
    expect((await list(token)).map((a) => [a.id, a.use])).toEqual([
      [third.id, 1],
      [second.id, 0],
      [first.id, 0],
    ]);
    expect((await findAddressForOrder(t.db, user.id, undefined)).id).toBe(third.id);
    expect((await findAddressForOrder(t.db, user.id, first.id)).id).toBe(first.id);

    const edited = await call('edit', { token, ...valid, id: first.id, use: 1, contacts: 'First again' });
    expect(AddressVo.parse(edited.data)).toMatchObject({ id: first.id, use: 1, contacts: 'First again' });
    expect((await list(token)).map((a) => [a.id, a.use])).toEqual([
      [first.id, 1],
      [third.id, 0],
      [second.id, 0],
    ]);
    // Unticking the default changes nothing: another address has to take its place.
    await call('edit', { token, ...valid, id: first.id, use: 0 });
    expect((await list(token))[0]).toMatchObject({ id: first.id, use: 1 });
  });

  it('deleting the default passes it to the newest remaining address', async () => {
    const { user, token } = await createLoggedInUser(t);
    const first = await add(token);
    const second = await add(token);
    const third = await add(token);
    expect((await call('del', { token, id: first.id })).code).toBe('0');
    expect((await list(token)).map((a) => [a.id, a.use])).toEqual([
      [third.id, 1],
      [second.id, 0],
    ]);
    await call('del', { token, id: second.id });
    await call('del', { token, id: third.id });
    expect(await list(token)).toEqual([]);
    const refusal = await findAddressForOrder(t.db, user.id, undefined).catch((e: unknown) => e);
    expect(isAppError(refusal) && refusal.code).toBe('ADDRESS_REQUIRED');
  });

  it('accepts a JSON body with numbers, as the web client sends it', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await t.action('/api/address!add.action', { token }, { payload: { ...valid, use: 1 } });
    expect(AddressVo.parse(res.data)).toMatchObject({ phone: '+498912345678', cityId: MUNICH, use: 1 });
  });
});

describe('the limit', () => {
  it('refuses an address beyond address_max_count and keeps those there are', async () => {
    const { token } = await createLoggedInUser(t);
    await setMaxCount('2');
    try {
      await add(token);
      const kept = await add(token);
      expect(await call('add', { token, ...valid })).toMatchObject({
        code: '1',
        key: 'ADDRESS_LIMIT_REACHED',
        params: { max: 2 },
      });
      expect(await list(token)).toHaveLength(2);
      // Editing at the limit is fine.
      expect((await call('edit', { token, ...valid, id: kept.id, contacts: 'Edited' })).code).toBe('0');
    } finally {
      await setMaxCount(null);
    }
  });
});
