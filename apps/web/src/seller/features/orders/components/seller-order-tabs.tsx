import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SELLER_TABS, tabPath, type SellerTabKey } from '../../../lib/seller-paths';
import classes from '../../../components/seller.module.css';

/** The panel's lists as links, so each has its own address; the current one is marked. */
export function SellerOrderTabs({ current }: { current: SellerTabKey }) {
  const { t } = useTranslation('seller');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className={classes.tabs}>
        {SELLER_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tabPath(tab.key)}
              className={classes.tab}
              aria-current={tab.key === current ? 'page' : undefined}
              data-testid={`seller-tab-${tab.key}`}
            >
              {t(`tabs.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
