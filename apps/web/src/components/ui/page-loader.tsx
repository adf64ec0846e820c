import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code is loading. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Loader color="teal" aria-hidden="true" />
      <span className="cv-visually-hidden">{t('loading')}</span>
    </div>
  );
}
