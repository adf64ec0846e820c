import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './credit.module.css';

/** Grey blocks in the offer's (or the form's) place while it loads; "Loading" for screen readers. */
export function OfferSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.skeleton} role="status" data-testid="credit-skeleton">
      <span className="cv-visually-hidden">{t('loading')}</span>
      <Skeleton height={72} aria-hidden="true" />
      <Skeleton height={180} aria-hidden="true" />
      <Skeleton height={44} width="40%" aria-hidden="true" />
    </div>
  );
}
