import type { CategoryVo } from '@caravan/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategoryTree } from '../../../lib/category-tree';
import { SEARCH_SORTS, parseSort, type SearchSort } from '../lib/search-sort';
import classes from './search-results.module.css';

/**
 * The filters a result page keeps in its address (`?sort=`, `?categoryId=`), so a reload, a shared
 * link or the back button shows the same list. Changing one replaces the entry rather than adding
 * one per click.
 */
export function useResultFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseSort(searchParams.get('sort'));
  const categoryId = searchParams.get('categoryId') ?? undefined;
  // One write for any number of filters: two writes in one event would each start from the same
  // address, and the second would undo the first.
  const write = (change: Partial<Record<'sort' | 'categoryId', string | undefined>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  };
  const sortParam = (value: SearchSort) => (value === 'relevance' ? undefined : value);
  return {
    sort,
    categoryId,
    setSort: (value: SearchSort) => write({ sort: sortParam(value) }),
    setCategory: (value: string | undefined) => write({ categoryId: value }),
    /** Sets the sort and, when given (the key present), the category, as the controls above do. */
    apply: (values: { sort: SearchSort; categoryId?: string }) =>
      write(
        'categoryId' in values
          ? { categoryId: values.categoryId, sort: sortParam(values.sort) }
          : { sort: sortParam(values.sort) },
      ),
  };
}

export type ResultFilters = ReturnType<typeof useResultFilters>;

export function SortBar({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation('search');
  const labelId = useId();
  return (
    <div className={classes.sortBar}>
      <span id={labelId} className={classes.filterLabel}>
        {t('filters.sortBy')}
      </span>
      <div role="group" aria-labelledby={labelId} className={classes.sorts}>
        {SEARCH_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className={classes.sort}
            aria-pressed={option === sort}
            onClick={() => onChange(option)}
          >
            {t(`filters.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function categoryOptions(tree: CategoryVo[]) {
  return tree.flatMap((top) => [
    { id: top.categoryId, label: top.name },
    // An em space indents a subcategory under its parent inside the native list.
    ...top.subList.map((sub) => ({ id: sub.categoryId, label: `\u2003${sub.name}` })),
  ]);
}

type CategoryFilterProps = { categoryId: string | undefined; onChange: (id: string | undefined) => void };

/** A native select: keyboard and screen-reader friendly, and a proper picker on phones. */
export function CategoryFilter({ categoryId, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const tree = useCategoryTree({ silent: true });
  const options = categoryOptions(tree.data ?? []);
  return (
    <div className={classes.category}>
      <label htmlFor={id} className={classes.filterLabel}>
        {t('filters.category')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={categoryId ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        disabled={tree.isPending && !categoryId}
      >
        <option value="">{t('filters.allCategories')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
        {/* A category from a shared link that the tree does not (yet) list still shows as chosen. */}
        {categoryId && !options.some((option) => option.id === categoryId) && (
          <option value={categoryId}>{t('filters.category')}</option>
        )}
      </select>
    </div>
  );
}
