import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { onSignOut } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import classes from './search-box.module.css';

/** The search page reads `k` as the JSON-encoded search text (spec §2). */
export function searchGoodsPath(text: string): string {
  return `/searchGoods?k=${encodeURIComponent(JSON.stringify(text))}`;
}

/** Reads the text back from a `k` parameter; a value that is not JSON is taken as plain text. */
export function parseSearchText(k: string | null): string {
  if (!k) return '';
  try {
    const value: unknown = JSON.parse(k);
    return typeof value === 'string' ? value : String(value);
  } catch {
    return k;
  }
}

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => parseSearchText(searchParams.get('k')));
  // Logging out empties the box (spec §4); the search history stays.
  useEffect(() => onSignOut(() => setText('')), []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) {
      toast.warning(t('header.searchEmpty'), { durationMs: 1500 });
      return;
    }
    navigate(searchGoodsPath(keyword));
  };

  return (
    <form className={classes.form} role="search" onSubmit={handleSubmit} data-testid="search-box">
      <input
        className={classes.input}
        type="search"
        name="k"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
      />
      <button type="submit" className={classes.button}>
        <SearchIcon size={18} />
        <span className={classes.buttonText}>{t('header.search')}</span>
      </button>
    </form>
  );
}
