import { useClickOutside, useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { parseSearchText } from '@caravan/contract';
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { onSignOut } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useSearchActions } from '../hooks/use-search-actions';
import { historyOptions, moveActive, suggestionOptions, type SearchOption } from './search-options';
import { SearchPopup } from './search-popup';
import classes from './search-box.module.css';

// Asked for the first time the buyer clears the history: the dialog's code is not on the way of a
// page's first screen (the header, with this box, is on every page).
const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Suggestions wait this long after the last keystroke (one request per pause, not per key). */
export const SUGGEST_DELAY_MS = 250;

// Pages whose `k` is the text the user searched for (on /searchResult it is a product id).
const KEYWORD_PAGES = new Set(['/searchGoods', '/searchStore']);

/** The text of the search page being shown, or null on any other page. */
function useUrlKeyword(): string | null {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return KEYWORD_PAGES.has(pathname) ? parseSearchText(searchParams.get('k')) : null;
}

/**
 * The header's search box: a combobox with recent searches (box empty) or store and goods
 * suggestions (box filled), driven from the keyboard through aria-activedescendant.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlKeyword = useUrlKeyword();
  const [text, setText] = useState(urlKeyword ?? '');
  const [shownUrlKeyword, setShownUrlKeyword] = useState(urlKeyword);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  // On a phone's width the field is too narrow for "Search products and stores" in most languages:
  // there it says "Search" (its accessible name stays the whole sentence). Read after the first
  // render, which the server's first screen matches.
  const narrow = useMediaQuery('(max-width: 48em)');
  // Mounted from the first time it opens, so closing it plays its transition.
  const [clearAsked, setClearAsked] = useState(false);
  if (confirmingClear && !clearAsked) setClearAsked(true);
  const actions = useSearchActions();

  // Arriving on a search page (a link, back/forward) shows its keyword in the box.
  if (urlKeyword !== shownUrlKeyword) {
    setShownUrlKeyword(urlKeyword);
    if (urlKeyword !== null) setText(urlKeyword);
  }
  // Logging out empties the box (spec §4); the search history stays.
  useEffect(() => onSignOut(() => setText('')), []);

  const keyword = text.trim();
  const [debounced] = useDebouncedValue(keyword, SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(open ? debounced : '');

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const rootRef = useClickOutside<HTMLDivElement>(close);

  const historyMode = keyword === '';
  const historyList = historyMode ? historyOptions(listId, actions.history.entries) : [];
  const { stores, goods } = suggestionOptions(listId, historyMode ? undefined : suggestions.data);
  const options = historyMode ? historyList : [...stores, ...goods];

  // With nothing to list, say whether the answer for this very keyword is still on its way.
  const settled = debounced === keyword && !suggestions.isPlaceholderData && !suggestions.isFetching;
  let status: string | null = null;
  if (!historyMode && options.length === 0) {
    if (settled && suggestions.isError) status = ts('box.unavailable');
    else if (settled && suggestions.data) status = ts('box.noSuggestions', { keyword });
    else status = ts('box.searching');
  }
  const popupVisible = open && (historyMode ? historyList.length > 0 : status !== null || options.length > 0);
  const expanded = popupVisible && options.length > 0;
  const active = expanded ? (options.find((option) => option.id === activeId) ?? null) : null;

  const runSearch = (value: string) => {
    close();
    setText(value);
    void actions.search(value);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword) {
      toast.warning(t('header.searchEmpty'), { durationMs: 1500 });
      return;
    }
    runSearch(keyword);
  };

  const pick = (option: SearchOption) => {
    if (option.kind === 'history') {
      runSearch(option.text);
      return;
    }
    close();
    inputRef.current?.blur();
    if (option.kind === 'store') actions.openStore(option.seller);
    else void actions.openGoods(option.goods);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      setActiveId(moveActive(options, active?.id ?? null, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && popupVisible) {
      // Only close: a second Escape then clears the field as a search input does.
      event.preventDefault();
      close();
    }
  };

  // The popup closes once focus moves on out of the box, not on Tab from the field: the history's
  // "Clear" is reached by Tab. A click elsewhere (no element to move to) is useClickOutside's.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  const confirmClear = () => {
    actions.history.clear();
    setConfirmingClear(false);
    inputRef.current?.focus();
  };

  return (
    <div className={classes.root} ref={rootRef} onBlur={handleBlur} data-testid="search-root">
      <form className={classes.form} role="search" onSubmit={handleSubmit} data-testid="search-box">
        <input
          ref={inputRef}
          className={classes.input}
          type="search"
          name="k"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={active?.id}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActiveId(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          placeholder={narrow ? t('header.search') : t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={classes.button} aria-busy={actions.isPending || undefined}>
          <SearchIcon size={18} />
          <span className={classes.buttonText}>{t('header.search')}</span>
        </button>
      </form>
      {popupVisible &&
        (historyMode ? (
          <SearchPopup
            mode="history"
            listId={listId}
            keyword=""
            options={historyList}
            activeId={active?.id ?? null}
            onPick={pick}
            onHover={setActiveId}
            onClearHistory={() => setConfirmingClear(true)}
          />
        ) : (
          <SearchPopup
            mode="suggestions"
            listId={listId}
            keyword={keyword}
            stores={stores}
            goods={goods}
            status={status}
            activeId={active?.id ?? null}
            onPick={pick}
            onHover={setActiveId}
          />
        ))}
      <div className="cv-visually-hidden" role="status" aria-live="polite">
        {expanded && !historyMode ? ts('box.suggestionCount', { count: options.length }) : ''}
      </div>
      {clearAsked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirmingClear}
            title={ts('box.clearTitle')}
            confirmLabel={ts('box.clearConfirm')}
            danger
            onConfirm={confirmClear}
            onClose={() => {
              // Its opener (the history's "Clear") closed with the history: back to the field.
              setConfirmingClear(false);
              inputRef.current?.focus();
            }}
          >
            <p>{ts('box.clearBody')}</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}
