import { z } from 'zod';
import { deferred } from '../deferred.js';
import { requiredText } from '../params.js';

export const SysparaParams = deferred(() => z.object({ code: requiredText(1000) }));

/**
 * index!download-url: where the buyer and seller apps are. Operators set the store links as
 * syspara app_buyer_url / app_seller_url; until then both point at the mobile web app.
 */
export const DownloadUrlVo = deferred(() =>
  z.object({
    url: z.string(),
    buyerUrl: z.string(),
    sellerUrl: z.string(),
  }),
);

/**
 * The footer subscription pattern (spec §5): starts with a letter or digit, at least 3 characters
 * before @, a domain of 2+ word characters, a top-level domain of 2+ lowercase letters, and an
 * optional second one (example.co.uk).
 */
export const SUBSCRIBE_EMAIL_PATTERN = /^[A-Za-z0-9][\w.+-]{2,}@\w[\w-]*\w\.[a-z]{2,}(\.[a-z]{2,})?$/;
