import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/ui/icons';
import { useScrolledPast } from '../../lib/use-window-scroll';
import classes from './floating-dock.module.css';

/** Shown once the page is scrolled more than 100 px (spec §9). */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(101);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={classes.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('actions.backToTop')}
      title={t('actions.backToTop')}
      data-testid="back-to-top"
    >
      <ArrowUpIcon />
    </button>
  );
}
