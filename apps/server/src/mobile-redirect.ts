import {
  isMobileUserAgent,
  mobileRedirectTarget,
  normaliseLanguage,
  PREFER_DESKTOP,
} from '@caravan/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Where a page's request goes instead (spec §1): a phone asking for a desktop page is sent to the
 * mobile site before a byte of the desktop page is sent (redirected by script, it had started some
 * thirty desktop chunks first), unless it chose the desktop site (the "Desktop site" link's cookie).
 * `varies` says whether the answer depends on the browser (the reply's Vary).
 */
export function mobileRedirectOf(request: FastifyRequest): { target: string | null; varies: boolean } {
  const [pathname = '/', search = ''] = request.url.split('?', 2);
  if (mobileRedirectTarget(pathname, search) === null) return { target: null, varies: false };
  const userAgent = request.headers['user-agent'] ?? '';
  const cookies = (request.headers.cookie ?? '').split(/;\s*/);
  if (!isMobileUserAgent(userAgent) || cookies.includes(`${PREFER_DESKTOP}=1`)) {
    return { target: null, varies: true };
  }
  const lang = normaliseLanguage(new URLSearchParams(search).get('lang'));
  return { target: mobileRedirectTarget(pathname, search, lang), varies: true };
}
