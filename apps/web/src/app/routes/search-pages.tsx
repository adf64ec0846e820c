import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseSearchText } from '../../features/search/components/search-box';
import { SimplePage } from '../pages/simple-page';

/** /searchGoods and /searchResult: `k` holds the JSON-encoded search text (spec §2). */
export function SearchResultsPage({ titleKey }: { titleKey: 'searchGoods' | 'searchResult' }) {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const keyword = parseSearchText(searchParams.get('k'));
  return <SimplePage titleKey={titleKey} lead={keyword ? t('searchFor', { keyword }) : undefined} />;
}
