import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './product/product-page.module.css';

/** A product or store that does not exist, was withdrawn, or whose shop is closed. */
export function CatalogNotFound({ kind }: { kind: 'goods' | 'store' }) {
  const { t } = useTranslation('catalog');
  const title = t(`notFound.${kind}Title`);
  useDocumentTitle(title);
  return (
    <div className="cv-container" data-testid={`${kind}-not-found`}>
      <div className={classes.notFound}>
        <h1>{title}</h1>
        <p>{t(`notFound.${kind}Body`)}</p>
        <div className={classes.notFoundActions}>
          <Button component={Link} to="/commodity">
            {t('notFound.browse')}
          </Button>
          <Button component={Link} to="/searchStore" variant="default">
            {t('notFound.stores')}
          </Button>
        </div>
      </div>
    </div>
  );
}
