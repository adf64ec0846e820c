import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/ui/icons';
import { useScrolledPast } from '../../lib/use-window-scroll';

/** Shown once the page is scrolled more than 100 px (spec §9). */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(101);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('actions.backToTop')}
      title={t('actions.backToTop')}
      data-testid="back-to-top"
      style={{
        position: 'fixed',
        insetInlineEnd: 20,
        insetBlockEnd: 24,
        zIndex: 90,
        width: 44,
        height: 44,
        borderRadius: '50%',
        border: '1px solid var(--cv-border)',
        background: 'var(--cv-surface)',
        color: 'var(--cv-primary)',
        boxShadow: 'var(--cv-shadow-hover)',
        display: 'grid',
        placeItems: 'center',
        cursor: 'pointer',
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
