import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Skeleton, Switch } from '@mantine/core';
import type { EmailCategory, EmailSettingsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SetupSubpage } from '../../../components/account/subpage';
import { QueryError } from '../../../components/ui/states';
import { useCurrentUser } from '../../../lib/current-user';
import { isolateLtr } from '../../../lib/date';
import { toast } from '../../../lib/toast';
import { useEmailSettings, useSaveEmailSetting } from '../api/email-settings';
import classes from './email-settings.module.css';

/** Where an address is bound (or changed), among the account's settings. */
const EMAIL_BINDING_PATH = '/userInfo/setup/email';

/** The categories a user may turn off, in the page's order; `sales` only for a shop's owner. */
const CATEGORIES: readonly EmailCategory[] = ['orders', 'sales', 'wallet', 'loans', 'account'];

/** Where the e-mails go, or the prompt to bind an address first. */
function Address({ email }: { email: string }) {
  const { t } = useTranslation('notifications');
  if (!email) {
    return (
      <p className={classes.addressNone} role="note" data-testid="notification-email-none">
        <span>{t('emails.noEmail')}</span>
        <Link to={EMAIL_BINDING_PATH} className={`cv-touch-link ${classes.addressLink}`}>
          {t('emails.bind')}
        </Link>
      </p>
    );
  }
  return (
    <p className={classes.addressOk} role="note" data-testid="notification-email-address">
      <span>{t('emails.sendTo', { email: isolateLtr(email) })}</span>
      <Link to={EMAIL_BINDING_PATH} className={`cv-touch-link ${classes.addressLink}`}>
        {t('emails.change')}
      </Link>
    </p>
  );
}

function Switches({ settings, isSeller }: { settings: EmailSettingsVo; isSeller: boolean }) {
  const { t } = useTranslation('notifications');
  const save = useSaveEmailSetting();
  const categories = CATEGORIES.filter((category) => category !== 'sales' || isSeller);
  // While a switch saves it shows where it is going; every switch waits for the answer.
  const isOn = (category: EmailCategory) =>
    save.isPending && save.variables.category === category ? save.variables.on : settings[category];
  return (
    <ul className={classes.rows} aria-label={t('emails.listLabel')}>
      {categories.map((category) => (
        <li key={category} className={classes.row} data-testid={`email-setting-${category}`}>
          {/* The row's text is the switch's label too: the target a finger aims at, 44 px or more. */}
          <label className={classes.rowText} htmlFor={`email-setting-${category}-switch`}>
            <span className={classes.rowTitle} id={`email-setting-${category}`}>
              {t(`emails.categories.${category}.title`)}
            </span>
            <span className={classes.rowHint} id={`email-setting-${category}-hint`}>
              {t(`emails.categories.${category}.hint`)}
            </span>
          </label>
          <Switch
            id={`email-setting-${category}-switch`}
            checked={isOn(category)}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { category, on: event.currentTarget.checked },
                { onSuccess: () => toast.success(t('emails.saved')) },
              )
            }
            aria-labelledby={`email-setting-${category}`}
            aria-describedby={`email-setting-${category}-hint`}
            size="md"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /userInfo/setup/notification-emails: which notifications are also e-mailed, a switch a category,
 * each saved as it is turned. Notifications themselves are always kept in the centre, and an
 * overdue loan's notice is always e-mailed (ADR 018).
 */
export function EmailSettingsPage() {
  const { t } = useTranslation('notifications');
  const settings = useEmailSettings();
  const user = useCurrentUser();
  let body;
  // The switches wait for the user too: whether "sales" is offered depends on owning a shop.
  if (!settings.data || !user.data) {
    const failed = settings.isError ? settings : user.isError ? user : null;
    body = failed ? (
      <QueryError query={failed} title={t('emails.loadFailed')} />
    ) : (
      <div className={classes.skeleton} aria-hidden="true" data-testid="email-settings-skeleton">
        <Skeleton height={44} />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  } else {
    body = (
      <>
        <Address email={settings.data.email} />
        <Switches settings={settings.data} isSeller={user.data.sellerId !== null} />
        {settings.data.alwaysSent.includes('loan_overdue') && (
          <p className={classes.note} data-testid="email-always-sent">
            {t('emails.alwaysSent')}
          </p>
        )}
      </>
    );
  }
  return (
    <SetupSubpage titleKey="notificationEmails" lead={t('emails.lead')} testId="page-notificationEmails">
      {body}
    </SetupSubpage>
  );
}
