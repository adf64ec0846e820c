import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken } from '../lib/auth';
import { getOperatorToken } from '../lib/operator-auth';
import { STORAGE_KEYS } from '../lib/storage';
import { okReply } from '../test/factories';
import { noReply, server, serveActions } from '../test/serve-actions';
import { App } from './app';

// No page takes a session from its address (issue 50): a link such as /index?token=<attacker's>
// must not sign the visitor in as anyone. The /chat window uses such a token for itself only
// (chat-window-page.test.tsx), never as the storefront's session. Each page here is the whole app
// (its router, every front end's routes, the mobile site's), opened with a token in its address.

const TOKEN = 'mallory-token';

/** Each address, and what shows once its page is there. */
const PAGES: [string, string][] = [
  ['/index', 'site-footer'],
  ['/login', 'login-form'],
  ['/register', 'site-footer'],
  ['/userInfo/dashboard', 'login-form'],
  ['/productDetails?id=1', 'page-productDetails'],
  ['/chat', 'chat-window'],
  ['/wap/', 'wap-home-page'],
  ['/wap/login', 'login-form'],
  ['/wap/chat', 'chat-window'],
  ['/seller/', 'login-form'],
  ['/admin/login', 'admin-login'],
  ['/admin/users', 'admin-login'],
  ['/promote/', 'promote-landing'],
];

function withToken(address: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}token=${TOKEN}`;
}

describe('a token in the address', () => {
  for (const [address, shown] of PAGES) {
    it(`signs no one in on ${address}`, async () => {
      window.history.replaceState(null, '', withToken(address));
      const api = serveActions({ 'syspara!getSyspara': () => okReply({}) });
      // Every other request waits for ever: a page shows what it shows without data.
      server.use(
        http.all('*', ({ request }) =>
          new URL(request.url).pathname.includes('syspara!getSyspara') ? undefined : noReply(),
        ),
      );
      render(<App />);
      await screen.findByTestId(shown, {}, { timeout: 15_000 });
      // What the page does once it is there (its effects, its first requests) has had its turn.
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(getToken()).toBeNull();
      expect(getOperatorToken()).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      for (const storage of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < storage.length; i += 1) {
          expect(storage.getItem(storage.key(i) ?? '')).not.toContain(TOKEN);
        }
      }
      // A page that sends the visitor to log in does not carry the token along to come back to.
      expect(new URLSearchParams(window.location.search).get('redirect') ?? '').not.toContain(TOKEN);
      // Only the support window speaks with it, for itself (and says whose conversation it is).
      const sentWith = api.calls.filter((call) => call.headers.get('Authorization') === `Bearer ${TOKEN}`);
      if (!address.endsWith('/chat')) expect(sentWith.map((call) => call.action)).toEqual([]);
    });
  }
});
