import { SegmentedControl } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import ui from '../../../components/admin-ui.module.css';
import { PageHeader } from '../../../components/page-header';
import { pageParam } from '../../../../lib/page-param';
import { useSupportConversations, type SupportView } from '../api/support-conversations';
import { useSupportLive } from '../api/support-live';
import { ConversationList } from './conversation-list';
import { SupportConversation } from './support-conversation';
import classes from './support.module.css';

const VIEWS = ['waiting', 'mine', 'all'] as const satisfies readonly SupportView[];

/** The list asked for in the address (?view=), the waiting one when it is missing or unknown. */
function viewParam(params: URLSearchParams): SupportView {
  return VIEWS.find((view) => view === params.get('view')) ?? 'waiting';
}

/** Whether an element is laid out: on a phone, only one of the two panes is. */
const isShown = (element: HTMLElement | null) =>
  element !== null && getComputedStyle(element).display !== 'none';

/**
 * The customer-service inbox: conversations by view (waiting, the operator's, all) beside the open
 * one (?c=), which a phone shows instead of the list. The websocket keeps both current; while it is
 * down they poll.
 */
export function SupportPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.support'));
  const [params, update] = useSearchParamsUpdate();
  const view = viewParam(params);
  const page = pageParam(params);
  const openId = params.get('c') || null;
  const isConnected = useSupportLive(openId);
  const list = useSupportConversations({ view, pageNum: page }, { poll: !isConnected });
  const listHeading = useRef<HTMLHeadingElement>(null);

  const handleBack = () => {
    update({ c: '' });
    // The list takes the conversation's place on a phone: the keyboard goes back to it.
    requestAnimationFrame(() => {
      if (isShown(listHeading.current)) listHeading.current?.focus();
    });
  };

  return (
    <>
      <PageHeader
        title={t('nav.support')}
        description={t('support.intro')}
        actions={
          <span className={classes.liveState} data-live={isConnected} data-testid="support-live-state">
            {isConnected ? t('support.live') : t('support.polling')}
          </span>
        }
      />
      <div className={classes.inbox}>
        <div className={classes.panes} data-open={openId !== null}>
          <section className={classes.listPane} aria-labelledby="support-list-heading">
            <h2 className="cv-visually-hidden" id="support-list-heading" ref={listHeading} tabIndex={-1}>
              {t('support.listLabel')}
            </h2>
            <div className={ui.scrollControl}>
              <SegmentedControl
                aria-label={t('support.views.label')}
                data={VIEWS.map((v) => ({ value: v, label: t(`support.views.${v}`) }))}
                value={view}
                onChange={(next) => update({ view: next === 'waiting' ? '' : next, page: '' })}
                data-testid="support-view"
              />
            </div>
            <ConversationList
              list={list}
              view={view}
              page={page}
              openId={openId}
              onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
            />
          </section>
          <section className={classes.conversationPane} aria-label={t('support.conversationLabel')}>
            {openId ? (
              <SupportConversation key={openId} id={openId} poll={!isConnected} onBack={handleBack} />
            ) : (
              <p className={classes.choose}>{t('support.choose')}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
