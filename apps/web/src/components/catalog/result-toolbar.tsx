import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isWapPath } from '@caravan/contract';
import { FilterSheet, type ToolbarParts } from './filter-sheet';
import { narrowingCount } from './goods-narrowing';
import { CategoryFilter, NarrowingFilters, SortBar, type ResultFilters } from './result-filters';
import classes from './result-filters.module.css';

/**
 * The filters above a list of goods (the category only where the page has one, the buyer's
 * filters where its endpoint takes them): inline on the desktop site; on the mobile site one
 * button that opens them in a sheet.
 */
export function ResultToolbar({
  filters,
  withCategory,
  withNarrowing = false,
}: {
  filters: ResultFilters;
  withCategory: boolean;
  withNarrowing?: boolean;
}) {
  const { t } = useTranslation('search');
  const parts: ToolbarParts = { withCategory, withNarrowing };
  if (isWapPath(window.location.pathname)) return <FilterSheet filters={filters} parts={parts} />;
  return (
    <div className={classes.toolbar} data-testid="result-toolbar">
      <div className={classes.toolbarRow}>
        {withCategory && <CategoryFilter categoryId={filters.categoryId} onChange={filters.setCategory} />}
        <SortBar sort={filters.sort} onChange={filters.setSort} />
      </div>
      {withNarrowing && (
        <div className={classes.toolbarRow}>
          <NarrowingFilters value={filters.narrowing} onChange={filters.setNarrowing} />
          {narrowingCount(filters.narrowing) > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => filters.setNarrowing({})}
              data-testid="filter-clear"
            >
              {t('filters.clear')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
