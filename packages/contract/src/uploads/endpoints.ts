import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';

/**
 * What every image upload shares: no params beyond the multipart form, POSTed, and the stored
 * image's URL as the reply.
 */
const imageUpload = {
  params: deferred(() => z.object({})),
  reply: deferred(() => z.string()),
  methods: ['POST'],
  body: 'multipart',
} as const;

// uploadimg!execute (contract §1.8): one image in the multipart field `file`, with `moduleName`
// choosing the folder; `data` is its URL. The params travel in the multipart form, not the query.
export const uploadEndpoints = {
  /**
   * Buyers and sellers (/api and /wap/api). `certificate`, `identity` and `loan` uploads are private to
   * their owner, and so is one with a module name the server does not know (an old client's folder).
   */
  image: endpoint({
    name: 'uploadimg!execute',
    access: 'user',
    ...imageUpload,
  }),
  /**
   * A chat picture as old clients upload it (contract §1.8, §1.7): public/uploadimg!execute, at the
   * site's root and the mobile base as the chat's own actions are (also under /api and /wap/api).
   * JPEG or PNG within the chat's limit; a `moduleName` sent along changes nothing.
   */
  chatImage: endpoint({
    name: 'public/uploadimg!execute',
    access: 'user',
    ...imageUpload,
  }),
  /**
   * The original back office's upload (contract §3.3: `normal/uploadimg!execute`, at the site's
   * root): the console's upload under the name its old scripts use.
   */
  backOfficeImage: endpoint({
    name: 'normal/uploadimg!execute',
    scope: 'admin',
    access: { operator: CONSOLE_ACCESS.catalog },
    ...imageUpload,
  }),
  /** Catalogue operators (/admin): goods, category and banner pictures. */
  consoleImage: endpoint({
    name: 'uploadimg!execute',
    scope: 'admin',
    access: { operator: CONSOLE_ACCESS.catalog },
    ...imageUpload,
  }),
};
