import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAbout, ChatRequest } from '../../../components/chat/chat-opener';
import { UnreadBadge } from '../../../components/chat/unread-badge';
import { useToken } from '../../../lib/auth';
import { isolateLtr } from '../../../lib/date';
import { useChatUnread } from '../api/get-unread';
import { useSupportUnread } from '../api/get-support-unread';
import { LoginPrompt } from './login-prompt';
import { ShopsPane, type Party } from './shops-pane';
import { SupportPane } from './support-pane';
import classes from './chat-dialog.module.css';

type Tab = 'support' | 'shops';
const TABS: readonly Tab[] = ['support', 'shops'];

/**
 * What the dialog shows: customer service and the conversations with shops, as two tabs, opened
 * where the request says (a shop's conversation, what the first message is about). A visitor is
 * asked to log in.
 */
export function ChatDialogBody({ request, helpUrl }: { request: ChatRequest; helpUrl: string | undefined }) {
  const { t } = useTranslation('chat');
  const token = useToken();
  const baseId = useId();
  const [tab, setTab] = useState<Tab>(request.tab);
  const [party, setParty] = useState<Party | null>(
    request.tab === 'shops' && request.partyid
      ? { partyid: request.partyid, name: request.shopName ?? '' }
      : null,
  );
  const [about, setAbout] = useState<ChatAbout | null>(request.about ?? null);
  // What the request was about belongs to where it opened: customer service, or that shop.
  const aboutHere =
    about &&
    ((tab === 'support' && request.tab === 'support') ||
      (tab === 'shops' && request.tab === 'shops' && party?.partyid === request.partyid))
      ? about
      : null;
  const supportUnread = useSupportUnread().data ?? 0;
  const chatUnread = useChatUnread().data ?? 0;

  if (!token) return <LoginPrompt />;

  const counts: Record<Tab, number> = { support: supportUnread, shops: chatUnread };
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    // Left and right follow the page's direction (a right-to-left tab list reads the other way).
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
    const index = (TABS.indexOf(tab) + (rtl && horizontal ? -step : step) + TABS.length) % TABS.length;
    const next = TABS[index] ?? 'support';
    setTab(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('tabs.label')} className={classes.tabs}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={classes.tab}
            onClick={() => setTab(key)}
            onKeyDown={onTabKeyDown}
            data-testid={`chat-tab-${key}`}
          >
            {t(`tabs.${key}`)}
            <UnreadBadge count={counts[key]} testId={`chat-tab-${key}-unread`} />
            {counts[key] > 0 && (
              <span className="cv-visually-hidden">
                {' '}
                {t('unread', { number: isolateLtr(String(counts[key])) })}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
        className={classes.panel}
      >
        {tab === 'support' ? (
          <SupportPane about={aboutHere} onAboutDone={() => setAbout(null)} helpUrl={helpUrl} />
        ) : (
          <ShopsPane party={party} onParty={setParty} about={aboutHere} onAboutDone={() => setAbout(null)} />
        )}
      </div>
    </>
  );
}
