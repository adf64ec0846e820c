import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FilterIcon } from '../../../components/ui/icons';
import type { SearchSort } from '../lib/search-sort';
import { CategoryFilter, SortBar, type ResultFilters } from './search-filters';
import classes from './search-results.module.css';

type Draft = { sort: SearchSort; categoryId: string | undefined };

const DEFAULTS: Draft = { sort: 'relevance', categoryId: undefined };

/** How many filters differ from the defaults: a category, an order other than best match. */
export function activeFilterCount(filters: Draft, withCategory: boolean): number {
  return (withCategory && filters.categoryId ? 1 : 0) + (filters.sort !== DEFAULTS.sort ? 1 : 0);
}

type FilterSheetProps = { filters: ResultFilters; withCategory: boolean };

/**
 * The mobile site's filters: a "Filter & sort" button, counting the filters in force, opens a sheet
 * with the desktop's controls. They change a draft only; "Show results" writes it to the address as
 * the desktop controls do, "Reset" returns the draft to the defaults, and closing drops it.
 */
export function FilterSheet({ filters, withCategory }: FilterSheetProps) {
  const { t } = useTranslation('search');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>(DEFAULTS);
  const count = activeFilterCount(filters, withCategory);

  const open = () => {
    setDraft({ sort: filters.sort, categoryId: filters.categoryId });
    setOpened(true);
  };
  const show = () => {
    filters.apply(withCategory ? draft : { sort: draft.sort });
    setOpened(false);
  };

  return (
    <div className={classes.sheetBar}>
      <button
        type="button"
        className={classes.sheetButton}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('filters.openActive', { count }) : undefined}
        data-testid="filter-sheet-button"
      >
        <FilterIcon size={18} />
        {t('filters.open')}
        {count > 0 && (
          <span className={classes.badge} aria-hidden="true" data-testid="filter-count">
            {count}
          </span>
        )}
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('filters.open')}>
        <div className={classes.sheetBody}>
          {withCategory && (
            <CategoryFilter
              categoryId={draft.categoryId}
              onChange={(categoryId) => setDraft({ ...draft, categoryId })}
            />
          )}
          <SortBar sort={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
          <div className={classes.sheetActions}>
            <Button variant="default" size="md" onClick={() => setDraft(DEFAULTS)}>
              {t('filters.reset')}
            </Button>
            <Button size="md" onClick={show} data-testid="filter-apply">
              {t('filters.apply')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
