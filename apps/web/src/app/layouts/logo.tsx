import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE } from '../../lib/site';

/** The Caravan mark: a dune arc under a sun, and the word mark. Links home. */
type LogoProps = { to?: string; compact?: boolean; light?: boolean };

export function Logo({ to = '/index', compact = false, light = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('brand.home')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none', flexShrink: 0 }}
      data-testid="logo"
    >
      <svg width={compact ? 30 : 36} height={compact ? 30 : 36} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path
          d="M7 21c3-7 6-10 9-10s6 3 9 10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="16" cy="11" r="2.5" fill="#fbbf24" />
      </svg>
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
    </Link>
  );
}
