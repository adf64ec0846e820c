import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { FilterIcon } from '../ui/icons';
import type { SearchSort } from './goods-sort';
import { narrowingCount, type Narrowing } from './goods-narrowing';
import { CategoryFilter, NarrowingFilters, SortBar, type ResultFilters } from './result-filters';
import classes from './result-filters.module.css';

type Draft = { sort: SearchSort; categoryId: string | undefined; narrowing: Narrowing };

const DEFAULTS: Draft = { sort: 'relevance', categoryId: undefined, narrowing: {} };

/** Which of a page's filters its toolbar offers. */
export type ToolbarParts = { withCategory: boolean; withNarrowing: boolean };

/** How many filters differ from the defaults: a category, an order other than best match, the buyer's. */
export function activeFilterCount(filters: Draft, parts: ToolbarParts): number {
  return (
    (parts.withCategory && filters.categoryId ? 1 : 0) +
    (filters.sort !== DEFAULTS.sort ? 1 : 0) +
    (parts.withNarrowing ? narrowingCount(filters.narrowing) : 0)
  );
}

/**
 * The mobile site's filters: a "Filter & sort" button, counting the filters in force, opens a sheet
 * with the desktop's controls. They change a draft only; "Show results" writes it to the address as
 * the desktop controls do, "Reset" returns the draft to the defaults, and closing drops it.
 */
export function FilterSheet({ filters, parts }: { filters: ResultFilters; parts: ToolbarParts }) {
  const { t } = useTranslation('search');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>(DEFAULTS);
  const count = activeFilterCount(filters, parts);

  const open = () => {
    setDraft({ sort: filters.sort, categoryId: filters.categoryId, narrowing: filters.narrowing });
    setOpened(true);
  };
  const show = () => {
    const narrowing = parts.withNarrowing ? draft.narrowing : {};
    filters.apply(
      parts.withCategory
        ? { sort: draft.sort, narrowing, categoryId: draft.categoryId }
        : { sort: draft.sort, narrowing },
    );
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
          {parts.withCategory && (
            <CategoryFilter
              categoryId={draft.categoryId}
              onChange={(categoryId) => setDraft({ ...draft, categoryId })}
            />
          )}
          <SortBar sort={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
          {parts.withNarrowing && (
            <NarrowingFilters
              value={draft.narrowing}
              onChange={(narrowing) => setDraft((current) => ({ ...current, narrowing }))}
            />
          )}
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
