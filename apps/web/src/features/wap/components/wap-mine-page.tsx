import { Button } from '@mantine/core';
import { LANGUAGE_NAMES } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { LanguageMenu } from '../../../app/layouts/language-menu';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPage } from '../../account/components/dashboard-page';
import { useLogout } from '../../auth/hooks/use-logout';
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
      <Preferences loggedIn={token !== null} />
    </div>
  );
}
