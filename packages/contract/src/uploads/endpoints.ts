import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';

/** The stored image's URL. */
const uploadReply = deferred(() => z.string());

// uploadimg!execute (contract §1.8): one image in the multipart field `file`, with `moduleName`
// choosing the folder; `data` is its URL. The params travel in the multipart form, not the query.
export const uploadEndpoints = {
  /** Buyers and sellers (/api and /wap/api); `certificate` uploads are private to their owner. */
  image: endpoint({
    name: 'uploadimg!execute',
    access: 'user',
    params: deferred(() => z.object({})),
    reply: uploadReply,
    methods: ['POST'],
    body: 'multipart',
  }),
  /** Catalogue operators (/admin): goods, category and banner pictures. */
  consoleImage: endpoint({
    name: 'uploadimg!execute',
    scope: 'admin',
    access: { operator: CONSOLE_ACCESS.catalog },
    params: deferred(() => z.object({})),
    reply: uploadReply,
    methods: ['POST'],
    body: 'multipart',
  }),
};
