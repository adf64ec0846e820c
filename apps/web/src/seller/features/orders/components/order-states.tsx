import { useTranslation } from 'react-i18next';
import classes from '../../../components/seller.module.css';
import { DateTime } from '../../../../components/ui/date-time';

type OrderStatesProps = { purchStatus: number; pushTime: string; settled: number; settleTime: string };

/** Whether the shop has purchased the order (and when), and whether its margin has been paid. */
export function OrderStates({ purchStatus, pushTime, settled, settleTime }: OrderStatesProps) {
  const { t } = useTranslation('seller');
  const isPurchased = purchStatus === 1;
  const isSettled = settled === 1;
  return (
    <ul className={classes.states}>
      <li className={classes.state} data-done={isPurchased} data-testid="state-purchased">
        <span className={classes.stateDot} aria-hidden="true" />
        {isPurchased ? (
          <span>
            {t('states.purchased')} <DateTime value={pushTime} />
          </span>
        ) : (
          t('states.notPurchased')
        )}
      </li>
      <li className={classes.state} data-done={isSettled} data-testid="state-settled">
        <span className={classes.stateDot} aria-hidden="true" />
        {isSettled ? (
          <span>
            {t('states.settled')} <DateTime value={settleTime} />
          </span>
        ) : (
          <span title={t('states.settleHint')}>{t('states.notSettled')}</span>
        )}
      </li>
    </ul>
  );
}
