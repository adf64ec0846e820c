import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts } from '../../lib/toast';
import classes from './toaster.module.css';

/** Renders the toast queue; errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className={classes.region} aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
          className={`${classes.toast} ${classes[item.kind] ?? ''}`}
          data-kind={item.kind}
        >
          <span className={classes.message}>{item.message}</span>
          <button
            type="button"
            className={classes.close}
            aria-label={t('actions.dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
