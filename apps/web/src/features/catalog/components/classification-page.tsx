import type { CategoryVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FirstScreenOr } from '../../../components/ui/first-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryTree } from '../../../lib/category-tree';
import { sortFlags } from '../../../components/catalog/goods-sort';
import { useResultFilters } from '../../../components/catalog/result-filters';
import { ResultToolbar } from '../../../components/catalog/result-toolbar';
import { useGoodsList } from '../api/get-goods-list';
import { GoodsResults } from './goods-results';
import classes from './list-page.module.css';

function findCategory(tree: CategoryVo[], id: string | null): CategoryVo | undefined {
  if (!id) return undefined;
  for (const category of tree) {
    if (category.categoryId === id) return category;
    const child = findCategory(category.subList, id);
    if (child) return child;
  }
  return undefined;
}

const categoryPath = (id: string) => `/classification?categoryId=${encodeURIComponent(id)}`;

/**
 * A category's link, marked as the current page when it is the chosen one, and as the current
 * branch (`aria-current="true"`) when the chosen one is among its sub-categories.
 */
function CategoryLink({ category, selectedId }: { category: CategoryVo; selectedId: string | null }) {
  const isSelected = category.categoryId === selectedId;
  const holdsSelected = !isSelected && category.subList.some((sub) => sub.categoryId === selectedId);
  return (
    <Link
      to={categoryPath(category.categoryId)}
      aria-current={isSelected ? 'page' : holdsSelected ? 'true' : undefined}
    >
      {category.name}
    </Link>
  );
}

/**
 * The phone's second pane (below 900 px, beside the rail of top-level categories): the chosen
 * top-level category's sub-categories, or every top-level one's when none is chosen, each group
 * led by "All" (the top-level category itself), so that both levels are a tap away.
 */
function SubCategoryPane({ tree, selectedId }: { tree: CategoryVo[]; selectedId: string | null }) {
  const { t } = useTranslation();
  const chosen = tree.find(
    (top) => top.categoryId === selectedId || top.subList.some((sub) => sub.categoryId === selectedId),
  );
  return (
    <div className={classes.subPane} data-testid="subcategory-pane">
      {(chosen ? [chosen] : tree).map((top) => (
        <div key={top.id} className={classes.subGroup}>
          <h2 className={classes.subHeading}>{top.name}</h2>
          <ul>
            <li>
              <Link
                to={categoryPath(top.categoryId)}
                aria-current={top.categoryId === selectedId ? 'page' : undefined}
                data-testid="subcategory-all"
              >
                {t('list.all')}
              </Link>
            </li>
            {top.subList.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={categoryPath(sub.categoryId)}
                  aria-current={sub.categoryId === selectedId ? 'page' : undefined}
                  data-testid="subcategory-link"
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * /classification: the category tree beside the goods of the chosen category (?categoryId=),
 * sorted and filtered as the address says (`?sort=`, `?minPrice=`…).
 */
export function ClassificationPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('categoryId');
  const filters = useResultFilters();
  const tree = useCategoryTree();
  const selected = findCategory(tree.data ?? [], selectedId);
  const title = selected?.name ?? tp('titles.classification');
  useDocumentTitle(title);
  // The category, the sort and the buyer's filters, all from the address (issue 51).
  const filter = {
    ...(selectedId ? { categoryId: selectedId } : {}),
    ...sortFlags(filters.sort),
    ...filters.narrowing,
  };
  // The list's own query (GoodsResults shows it): until its first goods are in, the first row of
  // pictures the server painted, where it is (on a phone that landed here), else the skeleton.
  const list = useGoodsList(filter);

  return (
    <FirstScreenOr part="main" waiting={list.isPending}>
      <div className={`cv-container ${classes.page}`}>
        <div className={classes.head}>
          <h1 className={classes.title}>{title}</h1>
        </div>
        <div className={classes.layout}>
          {/* "All" is there before the tree: below 900 px the strip has its final height from the
            start, so the goods under it do not move when the categories arrive. */}
          <nav
            className={classes.side}
            aria-label={tp('titles.classification')}
            aria-busy={tree.data ? undefined : true}
            data-testid="category-nav"
          >
            <ul>
              <li>
                <Link to="/classification" aria-current={selectedId ? undefined : 'page'}>
                  {t('list.all')}
                </Link>
              </li>
              {tree.data?.map((category) => (
                <li key={category.id}>
                  <CategoryLink category={category} selectedId={selectedId} />
                  {category.subList.length > 0 && (
                    <ul>
                      {category.subList.map((sub) => (
                        <li key={sub.id}>
                          <CategoryLink category={sub} selectedId={selectedId} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <SubCategoryPane tree={tree.data ?? []} selectedId={selectedId} />
          <div className={classes.results}>
            <ResultToolbar filters={filters} withCategory={false} withNarrowing />
            <GoodsResults filter={filter} />
          </div>
        </div>
      </div>
    </FirstScreenOr>
  );
}
