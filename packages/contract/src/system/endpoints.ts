import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { SubscribeParams } from '../catalog/params.js';
import { DownloadUrlVo, SysparaParams } from './shapes.js';

// System parameters, the app download links and the e-mail subscription (contract §1.1, §1.11).

export const systemEndpoints = {
  syspara: endpoint({
    name: 'syspara!getSyspara',
    access: 'none',
    params: SysparaParams,
    reply: z.record(z.string(), z.unknown()),
  }),
  downloadUrl: endpoint({
    name: 'index!download-url',
    access: 'none',
    params: z.object({}),
    reply: DownloadUrlVo,
  }),
  subscribe: endpoint({
    name: 'subscribe!add',
    access: 'none',
    params: SubscribeParams,
    reply: z.null(),
    methods: ['POST'],
  }),
} as const;
