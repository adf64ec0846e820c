import { Button } from '@mantine/core';
import { LANGUAGE_NAMES } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openChat } from '../../../components/chat/chat-opener';
import { SpokenUnreadBadge } from '../../../components/chat/unread-badge';
import { ChevronIcon, CoinIcon, HeadsetIcon, StoreIcon, UserIcon } from '../../../components/ui/icons';
import { LanguageMenu } from '../../../components/ui/language-menu';
import { PromoteLink, STOREFRONT_POLICIES } from '../../../components/ui/promote-link';
import { useToken } from '../../../lib/auth';
import { useCurrentUser } from '../../../lib/current-user';
import { CREDIT_PATH, shopEntry } from '../../../lib/user-centre-paths';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPage } from '../../account';
import { useLogout } from '../../auth';
import { useSupportUnread } from '../../chat';
import { NotificationsEntry } from '../../notifications';
import classes from './wap.module.css';

/** The settings every phone user has: language, the desktop site, and logging out. */
function Preferences({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const logout = useLogout();
  return (
    <section className={classes.card} aria-labelledby="wap-preferences">
      <h2 className={classes.sectionTitle} id="wap-preferences">
        {t('wap.preferences')}
      </h2>
      <ul className={classes.settings}>
        <li>
          <span>{t('header.language')}</span>
          <span className={classes.settingValue}>
            {LANGUAGE_NAMES[lang]}
            <LanguageMenu compact />
          </span>
        </li>
      </ul>
      {loggedIn && (
        <Button
          variant="default"
          color="red"
          fullWidth
          onClick={() => void logout()}
          data-testid="wap-logout"
        >
          {t('header.logout')}
        </Button>
      )}
    </section>
  );
}

/** The help pages, as the desktop footer lists them: policies and selling open the promotion site. */
function HelpLinks() {
  const { t } = useTranslation();
  const { t: tPages } = useTranslation('pages');
  return (
    <section className={classes.card} aria-labelledby="wap-help" data-testid="wap-help">
      <h2 className={classes.sectionTitle} id="wap-help">
        {tPages('titles.information')}
      </h2>
      <ul className={classes.settings}>
        {STOREFRONT_POLICIES.map((topic) => (
          <li key={topic}>
            <PromoteLink topic={topic} className={classes.settingLink}>
              {t(`links.${topic}`)}
            </PromoteLink>
          </li>
        ))}
        <li>
          <Link to="/information?topic=about" className={classes.settingLink}>
            {t('links.about')}
          </Link>
        </li>
        <li>
          <PromoteLink className={classes.settingLink}>{tPages('titles.merchantSettled')}</PromoteLink>
        </li>
      </ul>
    </section>
  );
}

/** The way into the seller panel (on the mobile site too), or to becoming a seller. */
function ShopEntry() {
  const { t } = useTranslation('seller');
  const user = useCurrentUser();
  if (!user.data) return null;
  const entry = shopEntry(Boolean(user.data.sellerId));
  return (
    <Link
      to={entry.to}
      className={`${classes.card} ${classes.shopEntry}`}
      data-testid={`wap-${entry.testId}`}
    >
      <StoreIcon size={22} />
      <span>{t(entry.key)}</span>
      <ChevronIcon size={18} />
    </Link>
  );
}

/** Start-up loans: the offer (a visitor reads what it is), the application and the borrower's loans. */
function CreditEntry() {
  const { t } = useTranslation('pages');
  return (
    <Link to={CREDIT_PATH} className={`${classes.card} ${classes.creditEntry}`} data-testid="wap-credit-link">
      <CoinIcon size={22} />
      <span>{t('titles.credit')}</span>
      <ChevronIcon size={18} />
    </Link>
  );
}

/** Customer service: the chat dialog, over the whole screen (a visitor is asked to log in there). */
/** Customer service, with its unread replies counted (the mobile header has no chat icons). */
function SupportEntry() {
  const { t } = useTranslation('chat');
  const unread = useSupportUnread().data ?? 0;
  return (
    <button
      type="button"
      className={`${classes.card} ${classes.supportEntry}`}
      onClick={() => openChat({ tab: 'support' })}
      data-testid="wap-support-entry"
    >
      <HeadsetIcon size={22} />
      <span>
        {t('wapEntry')}
        <SpokenUnreadBadge count={unread} className={classes.entryBadge} testId="wap-support-unread" />
      </span>
      <ChevronIcon size={18} />
    </button>
  );
}

/** /wap/mine, the "me" tab: the account's dashboard once logged in, else the way in. */
export function WapMinePage() {
  const { t } = useTranslation();
  const token = useToken();
  useDocumentTitle(t('wap.me'));
  return (
    <div className={classes.page} data-testid="wap-mine-page">
      {token ? (
        <DashboardPage />
      ) : (
        <section className={classes.card} data-testid="wap-mine-guest">
          <UserIcon size={40} />
          <h1 className={classes.title}>{t('wap.welcome')}</h1>
          <p>{t('wap.guestHint')}</p>
          <div className={classes.actions}>
            <Button component={Link} to="/login" fullWidth>
              {t('header.login')}
            </Button>
            <Button component={Link} to="/register" variant="light" fullWidth>
              {t('header.register')}
            </Button>
          </div>
        </section>
      )}
      {token && <NotificationsEntry className={`${classes.card} ${classes.shopEntry}`} />}
      {token && <ShopEntry />}
      <CreditEntry />
      <SupportEntry />
      <Preferences loggedIn={token !== null} />
      <HelpLinks />
    </div>
  );
}
