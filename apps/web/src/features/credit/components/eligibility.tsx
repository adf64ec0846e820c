import type { CreditConfigVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { MY_LOAN_PATH, SELLER_APPLY_PATH } from '../../../lib/user-centre-paths';
import classes from './credit.module.css';

/** Whether the caller meets every rule of the offer now. */
export function qualifies(config: CreditConfigVo): boolean {
  return (
    (!config.requireIdentity || config.identityVerified) &&
    (!config.requireGoodStanding || config.goodStanding) &&
    !config.loanInUse
  );
}

function Rule({ name, met, help, testId }: { name: string; met: boolean; help: ReactNode; testId: string }) {
  const { t } = useTranslation('credit');
  return (
    <li className={classes.rule} data-testid={testId} data-met={met}>
      <span className={classes.ruleName}>{name}</span>
      <span className={classes.pill} data-tone={met ? 'good' : 'bad'}>
        {met && <CheckIcon size={14} />}
        {met ? t('eligibility.met') : t('eligibility.notMet')}
      </span>
      {!met && <p className={classes.ruleHelp}>{help}</p>}
    </li>
  );
}

/** The rules of the offer, each with where the caller stands and, when it is not met, the way to meet it. */
export function Eligibility({ config }: { config: CreditConfigVo }) {
  const { t } = useTranslation('credit');
  const titleId = useId();
  return (
    <section className={classes.card} aria-labelledby={titleId} data-testid="loan-eligibility">
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('eligibility.title')}
      </h2>
      <ul className={classes.rules}>
        {config.requireIdentity && (
          <Rule
            name={t('eligibility.identity')}
            met={config.identityVerified}
            testId="rule-identity"
            help={
              <>
                {t('eligibility.identityMissing')}{' '}
                <Link to={SELLER_APPLY_PATH} data-testid="verify-identity">
                  {t('eligibility.verify')}
                </Link>
              </>
            }
          />
        )}
        {config.requireGoodStanding && (
          <Rule
            name={t('eligibility.standing')}
            met={config.goodStanding}
            testId="rule-standing"
            help={t('eligibility.standingMissing')}
          />
        )}
        <Rule
          name={t('eligibility.noLoan')}
          met={!config.loanInUse}
          testId="rule-loan"
          help={
            <>
              {t('eligibility.loanInUse')} <Link to={MY_LOAN_PATH}>{t('actions.myLoan')}</Link>
            </>
          }
        />
      </ul>
      <p className={classes.note}>{qualifies(config) ? t('eligibility.ready') : t('eligibility.notReady')}</p>
    </section>
  );
}
