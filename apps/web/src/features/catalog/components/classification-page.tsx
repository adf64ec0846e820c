import type { CategoryVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FirstScreenOr } from '../../../lib/first-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryTree } from '../../../lib/category-tree';
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

/** A category's link in the side list, marked as the current page when it is the chosen one. */
function CategoryLink({ category, selectedId }: { category: CategoryVo; selectedId: string | null }) {
  return (
    <Link
      to={categoryPath(category.categoryId)}
      aria-current={category.categoryId === selectedId ? 'page' : undefined}
    >
      {category.name}
    </Link>
  );
}

/** /classification: the category tree beside the goods of the chosen category (?categoryId=). */
export function ClassificationPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('categoryId');
  const tree = useCategoryTree();
  const selected = findCategory(tree.data ?? [], selectedId);
  const title = selected?.name ?? tp('titles.classification');
  useDocumentTitle(title);
  const filter = selectedId ? { categoryId: selectedId } : {};
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
          <div style={{ minWidth: 0 }}>
            <GoodsResults filter={filter} />
          </div>
        </div>
      </div>
    </FirstScreenOr>
  );
}
