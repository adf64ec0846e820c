import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserAvatar } from '../../../components/account/avatars';
import type { ChatAbout } from '../../../components/chat/chat-opener';
import { getToken, useToken } from '../../../lib/auth';
import { getLocalUser, useCurrentUser } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { windowSocket } from '../../../lib/realtime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WindowSessionProvider, type WindowSession } from '../../../lib/window-session';
import { LoginPrompt } from './login-prompt';
import { SupportPane } from './support-pane';
import classes from './chat-window.module.css';

/**
 * The token the window speaks with, from its address, decided once when it opens (issue 50).
 *
 * No session stored: the address's token is this window's own session (spec §2 opens the window
 * with one), held in memory for this window only — never stored, never the storefront's session,
 * so a link cannot sign anyone in to the storefront.
 *
 * A session stored: it is used, and the address's token is ignored. An address is something anyone
 * can send: a victim already signed in who follows an attacker's link keeps writing to support as
 * themselves (the header says who), rather than into the attacker's conversation, where photos of
 * an identity document or a deposit slip would be the attacker's to read.
 */
function ownTokenOf(addressToken: string | null): string | null {
  return addressToken && getToken() === null ? addressToken : null;
}

/** The user a window's own session belongs to, as the server says with that token. */
function useWindowUser(session: WindowSession | null) {
  const token = session?.token ?? null;
  return useQuery({
    queryKey: queryKeys.currentUser(token),
    queryFn: ({ signal }) => getLocalUser(signal, session),
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * The support window at /chat (spec §2's alternative to the dialog), opened in a browser window of
 * its own with token, partyid, name, lang, selfimg and productId in the address. The token is this
 * window's session only (see ownTokenOf); it and partyid leave the address at once. The header says
 * whose conversation it is, from the server (never the address's `name`, which anyone can write);
 * lang is handled by every page. The conversation fills the window; the product is what the first
 * message is about.
 */
export function ChatWindowPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('support.title'));
  const [params, setParams] = useSearchParams();
  const [about, setAbout] = useState<ChatAbout | null>(() => {
    const productId = params.get('productId');
    return productId ? { contextType: 1, contextId: productId } : null;
  });

  const [ownToken, setOwnToken] = useState(() => ownTokenOf(params.get('token')));
  const session = useMemo<WindowSession | null>(
    () =>
      ownToken ? { token: ownToken, end: () => setOwnToken(null), socket: windowSocket(ownToken) } : null,
    [ownToken],
  );

  // At once: the address keeps no token (nor a link copied from it, the history, or a page opened
  // from here). An effect, not a layout effect: the router ignores a navigation made before its own
  // effects have run.
  useEffect(() => {
    if (!params.has('token') && !params.has('partyid')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    rest.delete('partyid');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  // What was fetched with the window's own session goes with it.
  useEffect(() => {
    if (ownToken === null) return;
    return () => queryClient.removeQueries({ queryKey: queryKeys.currentUser(ownToken) });
  }, [ownToken]);

  const storedToken = useToken();
  const storedUser = useCurrentUser();
  const windowUser = useWindowUser(session);
  const token = session?.token ?? storedToken;
  const user = session ? windowUser.data : storedUser.data;

  return (
    <div className={classes.page} data-testid="chat-window">
      <header className={classes.header}>
        <h1 className={classes.title}>{t('support.title')}</h1>
        {token && user && (
          <span className={classes.who} data-testid="chat-window-user" data-own-session={session !== null}>
            {/^\d+$/.test(user.avatar) && <UserAvatar avatar={user.avatar} size={28} />}
            <span className={classes.whoText}>
              <Trans
                t={t}
                i18nKey={session ? 'support.windowUser' : 'support.signedInAs'}
                values={{ name: user.username }}
                components={{ name: <bdi className={classes.name} data-testid="chat-window-username" /> }}
              />
            </span>
          </span>
        )}
      </header>
      <main className={classes.body}>
        {token ? (
          <WindowSessionProvider value={session}>
            <SupportPane about={about} onAboutDone={() => setAbout(null)} />
          </WindowSessionProvider>
        ) : (
          <LoginPrompt />
        )}
      </main>
    </div>
  );
}
