import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/ui/icons';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './admin-ui.module.css';

type SearchFormProps = {
  /** The search in the address; give the form `key={initial}` so it follows the back button. */
  initial: string;
  onSearch: (text: string) => void;
  label: string;
  description?: string;
  placeholder: string;
  /** The most characters the server accepts. */
  maxLength?: number;
  testId: string;
  submitTestId?: string;
};

/** A list page's search box and button, in the filter bar; submits the trimmed text. */
export function SearchForm({
  initial,
  onSearch,
  label,
  description,
  placeholder,
  maxLength = 64,
  testId,
  submitTestId,
}: SearchFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [draft, setDraft] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={classes.searchForm} onSubmit={handleSubmit}>
      <TextInput
        className={classes.searchInput}
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<SearchIcon size={16} />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={maxLength}
        type="search"
        data-testid={testId}
      />
      <Button type="submit" data-testid={submitTestId}>
        {t('common.search')}
      </Button>
    </form>
  );
}
