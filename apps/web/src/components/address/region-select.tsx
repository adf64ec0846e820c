import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './address.module.css';

export type RegionOption = { id: number; name: string };

type RegionQuery = {
  data: RegionOption[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

type RegionSelectProps = {
  label: string;
  /** Nothing to list until the level above is chosen. */
  isWaiting: boolean;
  query: RegionQuery;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  testId: string;
};

// Long lists (a state may have thousands of cities) show the first matches while the buyer types.
const SHOWN_OPTIONS = 100;

/**
 * One searchable level of country → state → city. A level the data does not divide (no states, no
 * cities) says so and needs no choice.
 */
export function RegionSelect({ label, isWaiting, query, value, onChange, error, testId }: RegionSelectProps) {
  const { t } = useTranslation('address');
  const options = query.data ?? [];
  const isEmpty = query.data !== undefined && options.length === 0;
  let placeholder = t('form.search');
  if (isWaiting) placeholder = t('form.choosePrevious');
  else if (query.isError) placeholder = '';
  else if (query.data === undefined) placeholder = t('form.loading');
  else if (isEmpty) placeholder = t('form.noneToChoose');
  const failure = query.isError && !isWaiting && (
    <span className={classes.regionFailure}>
      {t('form.regionsFailed')}{' '}
      <button type="button" className={classes.linkButton} onClick={() => void query.refetch()}>
        {t('form.retry')}
      </button>
    </span>
  );
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      limit={SHOWN_OPTIONS}
      maxDropdownHeight={280}
      allowDeselect={false}
      nothingFoundMessage={t('form.nothingFound')}
      disabled={isWaiting || isEmpty || (query.data === undefined && !query.isError)}
      error={failure || error}
      required={!isEmpty}
      data-testid={testId}
    />
  );
}
