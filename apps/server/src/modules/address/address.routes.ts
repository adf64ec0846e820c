import {
  AddressAddParams,
  AddressEditParams,
  AddressIdParams,
  AddressListVo,
  AddressVo,
  CityListParams,
  CityListVo,
  CountryListParams,
  CountryListVo,
  StateListParams,
  StateListVo,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { defineAction } from '../../plugins/actions.js';
import { addressPresenter } from './address.presenter.js';
import { addAddress, deleteAddress, editAddress, listAddresses } from './address.service.js';
import { listCities, listCountries, listStates } from './region-lists.js';

/** Delivery addresses and the country, state and city lists (address!*, contract §1.3). */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'addresses', auth: 'user' } as const;
  const write = { ...base, methods: ['POST'] } as const;

  defineAction(app, deps, {
    ...base,
    name: 'address!list',
    summary: 'The buyer’s delivery addresses, the default first, then newest first (no pageInfo)',
    params: z.object({}),
    response: AddressListVo,
    handler: async ({ actor, lang, deps: d }) => {
      const [rows, present] = await Promise.all([listAddresses(d.db, actor.userId), addressPresenter(lang)]);
      return { pageList: rows.map(present) };
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'address!add',
    summary: 'Adds a delivery address (the first becomes the default); replies with the address',
    params: AddressAddParams,
    response: AddressVo,
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await addAddress(d.db, actor.userId, input, d.clock.now());
      return (await addressPresenter(lang))(row);
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'address!edit',
    summary: 'Replaces one of the buyer’s addresses; use=1 makes it the default',
    params: AddressEditParams,
    response: AddressVo,
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await editAddress(d.db, actor.userId, input, d.clock.now());
      return (await addressPresenter(lang))(row);
    },
  });
  defineAction(app, deps, {
    ...write,
    name: 'address!del',
    summary: 'Deletes one of the buyer’s addresses; a deleted default passes to the newest remaining one',
    params: AddressIdParams,
    response: z.null(),
    handler: async ({ actor, input, deps: d }) => {
      await deleteAddress(d.db, actor.userId, input.id, d.clock.now());
      return null;
    },
  });

  defineAction(app, deps, {
    ...base,
    auth: 'none',
    name: 'address!listCountry',
    summary: 'Countries named in the request’s language, filtered by countryName (data.data)',
    params: CountryListParams,
    response: CountryListVo,
    handler: async ({ input, lang }) => ({ data: await listCountries(lang, input.countryName) }),
  });
  defineAction(app, deps, {
    ...base,
    name: 'address!listState',
    summary: 'A country’s states or provinces, filtered by stateName (data.data)',
    params: StateListParams,
    response: StateListVo,
    handler: async ({ input }) => ({ data: await listStates(input.countryId, input.stateName) }),
  });
  defineAction(app, deps, {
    ...base,
    name: 'address!listCity',
    summary: 'A state’s cities, filtered by cityName; queryType=noShow answers [] without a stateId',
    params: CityListParams,
    response: CityListVo,
    handler: async ({ input }) => {
      if (input.stateId === undefined) {
        if (input.queryType === 'noShow') return { data: [] };
        throw new AppError('COMMON_PARAM_MISSING', { field: 'stateId' });
      }
      return { data: await listCities(input.stateId, input.cityName) };
    },
  });
}
