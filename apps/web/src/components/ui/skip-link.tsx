import { useTranslation } from 'react-i18next';

/**
 * The first thing a keyboard reaches on every page: a link past the header and its menus to the
 * page's main content (`#main`), shown only while it has the focus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="cv-skip-link" href="#main">
      {t('header.skipToContent')}
    </a>
  );
}
