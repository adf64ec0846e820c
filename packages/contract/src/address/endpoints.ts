import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
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
} from './shapes.js';

// Delivery addresses and the country, state and city lists (contract §1.3).

const POST = ['POST'] as const;

export const addressEndpoints = {
  list: endpoint({
    name: 'address!list',
    access: 'user',
    params: deferred(() => z.object({})),
    reply: AddressListVo,
  }),
  // Names, phones and streets go in a JSON body, not the query, to keep them out of URLs and logs.
  add: endpoint({
    name: 'address!add',
    access: 'user',
    params: AddressAddParams,
    reply: AddressVo,
    methods: POST,
    body: 'json',
  }),
  edit: endpoint({
    name: 'address!edit',
    access: 'user',
    params: AddressEditParams,
    reply: AddressVo,
    methods: POST,
    body: 'json',
  }),
  remove: endpoint({
    name: 'address!del',
    access: 'user',
    params: AddressIdParams,
    reply: deferred(() => z.null()),
    methods: POST,
  }),
  countries: endpoint({
    name: 'address!listCountry',
    access: 'none',
    params: CountryListParams,
    reply: CountryListVo,
  }),
  states: endpoint({
    name: 'address!listState',
    access: 'user',
    params: StateListParams,
    reply: StateListVo,
  }),
  cities: endpoint({ name: 'address!listCity', access: 'user', params: CityListParams, reply: CityListVo }),
} as const;
