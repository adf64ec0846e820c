import { useTranslation } from 'react-i18next';
import type { ChatAbout } from '../../../components/chat/chat-opener';
import { ChatThread } from '../../../components/chat/chat-thread';
import { useSupportThread } from '../api/get-support-messages';
import classes from './chat-dialog.module.css';

type SupportPaneProps = {
  about: ChatAbout | null;
  onAboutDone: () => void;
  /** The operators' other support address (syspara customer_service_url), when they set one. */
  helpUrl?: string | undefined;
};

/** The conversation with customer service. */
export function SupportPane({ about, onAboutDone, helpUrl }: SupportPaneProps) {
  const { t } = useTranslation('chat');
  const state = useSupportThread();
  return (
    <div className={classes.pane} data-testid="chat-support">
      <p className={classes.intro}>
        {t('support.intro')}
        {helpUrl && /^https?:\/\//.test(helpUrl) && (
          <>
            {' '}
            <a href={helpUrl} target="_blank" rel="noopener noreferrer" data-testid="chat-help-link">
              {t('support.helpLink')}
            </a>
          </>
        )}
      </p>
      <ChatThread
        state={state}
        peerName={t('support.title')}
        emptyText={t('support.empty')}
        about={about}
        onAboutDone={onAboutDone}
      />
    </div>
  );
}
