import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { SITE } from '../../lib/site';

/** The Caravan mark: a dune arc under a sun, and the word mark (not on `markOnly`). Links home. */
type LogoProps = { to?: string; compact?: boolean; light?: boolean; markOnly?: boolean; className?: string };

export function Logo({
  to = '/index',
  compact = false,
  light = false,
  markOnly = false,
  className,
}: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('brand.home')}
      className={className}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none', flexShrink: 0 }}
      data-testid="logo"
    >
      <BrandMark size={compact ? 30 : 36} />
      {!markOnly && (
        <span
          style={{
            fontWeight: 800,
            fontSize: compact ? 19 : 22,
            letterSpacing: '-0.02em',
            color: light ? '#fff' : 'var(--cv-text)',
          }}
          dir="ltr"
        >
          {SITE.name}
        </span>
      )}
    </Link>
  );
}
