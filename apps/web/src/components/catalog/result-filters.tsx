import type { CategoryVo } from '@caravan/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategoryTree } from '../../lib/category-tree';
import { useLanguage } from '../../lib/i18n';
import { formatCount, formatRate } from '../../lib/money';
import { SEARCH_SORTS, parseSort, type SearchSort } from './goods-sort';
import {
  MIN_ORDER_CHOICES,
  NARROWING_FLAGS,
  RATING_CHOICES,
  narrowingEntries,
  parseNarrowing,
  priceInput,
  type Narrowing,
} from './goods-narrowing';
import classes from './result-filters.module.css';

/**
 * The filters a result page keeps in its address (`?sort=`, `?categoryId=`, and the buyer's
 * filters of issue 51: `?minPrice=`, `?verified=1`…), so a reload, a shared link or the back
 * button shows the same list. Changing one replaces the entry rather than adding one per click.
 */
export function useResultFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseSort(searchParams.get('sort'));
  const categoryId = searchParams.get('categoryId') ?? undefined;
  const narrowing = parseNarrowing(searchParams);
  // One write for any number of filters: two writes in one event would each start from the same
  // address, and the second would undo the first.
  const write = (change: [string, string | undefined][]) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of change) {
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
    narrowing,
    setSort: (value: SearchSort) => write([['sort', sortParam(value)]]),
    setCategory: (value: string | undefined) => write([['categoryId', value]]),
    setNarrowing: (value: Narrowing) => write(narrowingEntries(value)),
    /** Sets the sort, the buyer's filters and, when given (the key present), the category. */
    apply: (values: { sort: SearchSort; narrowing: Narrowing; categoryId?: string }) =>
      write([
        ...('categoryId' in values
          ? [['categoryId', values.categoryId] as [string, string | undefined]]
          : []),
        ['sort', sortParam(values.sort)],
        ...narrowingEntries(values.narrowing),
      ]),
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

type PriceRangeProps = {
  minPrice: string | undefined;
  maxPrice: string | undefined;
  onChange: (range: { minPrice?: string; maxPrice?: string }) => void;
};

/**
 * Two price boxes (USDT). What is typed is kept to a price the API takes; it counts when the box
 * is left or Enter is pressed, not on each keystroke; bounds given the wrong way round are swapped.
 */
function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const { t } = useTranslation('search');
  const labelId = useId();
  const [low, setLow] = useState(minPrice ?? '');
  const [high, setHigh] = useState(maxPrice ?? '');
  // When a bound in force changes under the boxes (Reset, Clear, the back button, or the other box
  // committed), that box starts again from it; the other keeps what is being typed in it (a remount
  // would drop the text and the focus of the box the buyer moved to).
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    if (shown.minPrice !== minPrice) setLow(minPrice ?? '');
    if (shown.maxPrice !== maxPrice) setHigh(maxPrice ?? '');
  }
  const commit = () => {
    const bounds = [low, high].map((text) => (text.replace(/\.$/, '') || undefined) as string | undefined);
    let [from, to] = bounds;
    if (from && to && Number(from) > Number(to)) [from, to] = [to, from];
    if (from === minPrice && to === maxPrice) return;
    onChange({ ...(from ? { minPrice: from } : {}), ...(to ? { maxPrice: to } : {}) });
  };
  const box = (value: string, set: (text: string) => void, label: string, testId: string) => (
    <input
      className={classes.priceBox}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => set(priceInput(event.currentTarget.value))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      data-testid={testId}
    />
  );
  return (
    <div className={classes.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={classes.filterLabel}>
        {t('filters.price')}
      </span>
      <div className={classes.priceBoxes}>
        {box(low, setLow, t('filters.minPrice'), 'filter-min-price')}
        <span aria-hidden="true">–</span>
        {box(high, setHigh, t('filters.maxPrice'), 'filter-max-price')}
      </div>
    </div>
  );
}

/** A native select of a few numeric choices, "Any" first. */
function ChoiceFilter({
  label,
  value,
  choices,
  format,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  choices: readonly number[];
  format: (n: number) => string;
  onChange: (value: number | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.filterLabel}>
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.currentTarget.value) || undefined)}
        data-testid={testId}
      >
        <option value="">{t('filters.any')}</option>
        {choices.map((n) => (
          <option key={n} value={n}>
            {format(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The buyer's filters of issue 51: price range, minimum order, shop rating, verified shops,
 * discounted goods, shops that ship within 24 hours. Controlled: each change hands the whole set
 * to `onChange` (the address on the desktop, the sheet's draft on a phone).
 */
export function NarrowingFilters({
  value,
  onChange,
}: {
  value: Narrowing;
  onChange: (value: Narrowing) => void;
}) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const set = <K extends keyof Narrowing>(key: K, next: Narrowing[K] | undefined) => {
    const copy = { ...value };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  return (
    <div className={classes.narrowing} data-testid="narrowing-filters">
      <PriceRange
        minPrice={value.minPrice}
        maxPrice={value.maxPrice}
        onChange={(range) => {
          const { minPrice: _min, maxPrice: _max, ...rest } = value;
          onChange({ ...rest, ...range });
        }}
      />
      <ChoiceFilter
        label={t('filters.minOrder')}
        value={value.maxBuyMin}
        choices={MIN_ORDER_CHOICES}
        format={(n) => `\u2264 ${formatCount(n, lang)}`}
        onChange={(n) => set('maxBuyMin', n)}
        testId="filter-min-order"
      />
      <ChoiceFilter
        label={t('filters.rating')}
        value={value.minRating}
        choices={RATING_CHOICES}
        format={(n) => `${formatRate(n / 100, lang, 0)}+`}
        onChange={(n) => set('minRating', n)}
        testId="filter-rating"
      />
      {NARROWING_FLAGS.map((flag) => (
        <label key={flag} className={classes.check}>
          <input
            type="checkbox"
            checked={value[flag] === 1}
            onChange={(event) => set(flag, event.currentTarget.checked ? 1 : undefined)}
            data-testid={`filter-${flag}`}
          />
          {t(`filters.${flag}`)}
        </label>
      ))}
    </div>
  );
}
