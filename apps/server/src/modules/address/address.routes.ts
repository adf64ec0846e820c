import { addressEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { endpointServer } from '../../plugins/actions.js';
import { addressPresenter } from './address.presenter.js';
import { addAddress, deleteAddress, editAddress, listAddresses } from './address.service.js';
import { listCities, listCountries, listStates } from './region-lists.js';

/** Delivery addresses and the country, state and city lists (address!*, contract §1.3). */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'addresses' });

  serve(addressEndpoints.list, {
    summary: 'The buyer’s delivery addresses, the default first, then newest first (no pageInfo)',
    handler: async ({ actor, lang, deps: d }) => {
      const [rows, present] = await Promise.all([listAddresses(d.db, actor.userId), addressPresenter(lang)]);
      return { pageList: rows.map(present) };
    },
  });
  serve(addressEndpoints.add, {
    summary: 'Adds a delivery address (the first becomes the default); replies with the address',
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await addAddress(d.db, actor.userId, input, d.clock.now());
      return (await addressPresenter(lang))(row);
    },
  });
  serve(addressEndpoints.edit, {
    summary: 'Replaces one of the buyer’s addresses; use=1 makes it the default',
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await editAddress(d.db, actor.userId, input, d.clock.now());
      return (await addressPresenter(lang))(row);
    },
  });
  serve(addressEndpoints.remove, {
    summary: 'Deletes one of the buyer’s addresses; a deleted default passes to the newest remaining one',
    handler: async ({ actor, input, deps: d }) => {
      await deleteAddress(d.db, actor.userId, input.id, d.clock.now());
      return null;
    },
  });

  serve(addressEndpoints.countries, {
    summary: 'Countries named in the request’s language, filtered by countryName (data.data)',
    handler: async ({ input, lang }) => ({ data: await listCountries(lang, input.countryName) }),
  });
  serve(addressEndpoints.states, {
    summary: 'A country’s states or provinces, filtered by stateName (data.data)',
    handler: async ({ input }) => ({ data: await listStates(input.countryId, input.stateName) }),
  });
  serve(addressEndpoints.cities, {
    summary: 'A state’s cities, filtered by cityName; queryType=noShow answers [] without a stateId',
    handler: async ({ input }) => {
      if (input.stateId === undefined) {
        if (input.queryType === 'noShow') return { data: [] };
        throw new AppError('COMMON_PARAM_MISSING', { field: 'stateId' });
      }
      return { data: await listCities(input.stateId, input.cityName) };
    },
  });
}
