import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserAvatar } from '../../../components/account/avatars';
import type { ChatAbout } from '../../../components/chat/chat-opener';
import { getToken, setToken, useToken } from '../../../lib/auth';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginPrompt } from './login-prompt';
import { SupportPane } from './support-pane';
import classes from './chat-window.module.css';

/** What the address says (spec §2): the session, who the user is, and the product they write from. */
type WindowParams = { name: string; selfimg: string; productId: string };

/**
 * The support window at /chat (spec §2's alternative to the dialog), opened in a browser window of
 * its own with token, partyid, name, lang, selfimg and productId in the address. A token is taken
 * as the session when none is stored (one already stored is kept: an address must not switch a
 * logged-in user to another account) and is then dropped from the address, with partyid (the
 * session says who the user is); lang is handled by every page. The conversation fills the window;
 * the product is what the first message is about.
 */
export function ChatWindowPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('support.title'));
  const [params, setParams] = useSearchParams();
  const [fromAddress] = useState<WindowParams>(() => ({
    name: params.get('name') ?? '',
    selfimg: params.get('selfimg') ?? '',
    productId: params.get('productId') ?? '',
  }));
  const [about, setAbout] = useState<ChatAbout | null>(() =>
    fromAddress.productId ? { contextType: 1, contextId: fromAddress.productId } : null,
  );

  useEffect(() => {
    const token = params.get('token');
    if (token === null && !params.has('partyid')) return;
    if (token && getToken() === null) setToken(token);
    const rest = new URLSearchParams(params);
    rest.delete('token');
    rest.delete('partyid');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  const session = useToken();
  const user = useCurrentUser();
  const name = user.data?.username ?? fromAddress.name;
  const avatar = user.data?.avatar ?? fromAddress.selfimg;

  return (
    <div className={classes.page} data-testid="chat-window">
      <header className={classes.header}>
        <h1 className={classes.title}>{t('support.title')}</h1>
        {session && name && (
          <span className={classes.who} data-testid="chat-window-user">
            {/^\d+$/.test(avatar) && <UserAvatar avatar={avatar} size={28} />}
            <span dir="auto">{name}</span>
          </span>
        )}
      </header>
      <main className={classes.body}>
        {session ? <SupportPane about={about} onAboutDone={() => setAbout(null)} /> : <LoginPrompt />}
      </main>
    </div>
  );
}
