import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchGoodsPath, searchStorePath } from '../lib/search-paths';
import classes from './search-results.module.css';

/** Switches one keyword's results between products and stores. */
export function ResultTabs({ keyword, current }: { keyword: string; current: 'goods' | 'stores' }) {
  const { t } = useTranslation('search');
  const tabs = [
    { id: 'goods', to: searchGoodsPath(keyword), label: t('tabs.products') },
    { id: 'stores', to: searchStorePath(keyword), label: t('tabs.stores') },
  ] as const;
  return (
    <nav className={classes.tabs} aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={classes.tab}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
