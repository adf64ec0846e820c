import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, SearchIcon, StoreIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import type { SearchOption } from './search-options';
import classes from './search-box.module.css';

/** The typed text in bold inside a suggestion, so the user sees why it matched. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const at = keyword ? text.toLocaleLowerCase().indexOf(keyword.toLocaleLowerCase()) : -1;
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={classes.mark}>{text.slice(at, at + keyword.length)}</mark>
      {text.slice(at + keyword.length)}
    </>
  );
}

type OptionRowProps = {
  option: SearchOption;
  keyword: string;
  active: boolean;
  onPick: (option: SearchOption) => void;
  onHover: (id: string) => void;
};

function OptionRow({ option, keyword, active, onPick, onHover }: OptionRowProps) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  let icon: ReactNode;
  let label: ReactNode;
  let meta: ReactNode = null;
  if (option.kind === 'history') {
    icon = <ClockIcon size={16} />;
    label = option.text;
  } else if (option.kind === 'store') {
    icon = <StoreIcon size={16} />;
    label = <Highlighted text={option.seller.name} keyword={keyword} />;
    meta = t('box.storeProducts', { count: formatCount(option.seller.sellerGoodsNum, lang) });
  } else {
    icon = <SearchIcon size={16} />;
    label = <Highlighted text={option.goods.name} keyword={keyword} />;
  }
  return (
    <div
      role="option"
      id={option.id}
      aria-selected={active}
      className={classes.option}
      data-active={active || undefined}
      data-testid={`search-option-${option.kind}`}
      // Keep the focus in the input: the listbox is driven from there (aria-activedescendant).
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!active) onHover(option.id);
      }}
      onClick={() => onPick(option)}
    >
      <span className={classes.optionIcon}>{icon}</span>
      <span className={classes.optionLabel} dir="auto">
        {label}
      </span>
      {meta && <span className={classes.optionMeta}>{meta}</span>}
    </div>
  );
}

type GroupProps = {
  id: string;
  title: string;
  options: SearchOption[];
  row: (option: SearchOption) => ReactNode;
};

function OptionGroup({ id, title, options, row }: GroupProps) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <div role="presentation" id={id} className={classes.groupTitle}>
        {title}
      </div>
      {options.map(row)}
    </div>
  );
}

export type SearchPopupProps = {
  listId: string;
  keyword: string;
  activeId: string | null;
  onPick: (option: SearchOption) => void;
  onHover: (id: string) => void;
} & (
  | { mode: 'history'; options: SearchOption[]; onClearHistory: () => void }
  | { mode: 'suggestions'; stores: SearchOption[]; goods: SearchOption[]; status: string | null }
);

/** The box's drop-down: recent searches while the box is empty, else stores and goods matching. */
export function SearchPopup(props: SearchPopupProps) {
  const { t } = useTranslation('search');
  const { listId, keyword, activeId, onPick, onHover } = props;
  const row = (option: SearchOption) => (
    <OptionRow
      key={option.id}
      option={option}
      keyword={keyword}
      active={option.id === activeId}
      onPick={onPick}
      onHover={onHover}
    />
  );

  if (props.mode === 'history') {
    return (
      <div className={classes.popup} data-testid="search-popup">
        <div className={classes.popupHead}>
          <span id={`${listId}-title`} className={classes.popupTitle}>
            {t('box.history')}
          </span>
          <button
            type="button"
            className={classes.textButton}
            onClick={props.onClearHistory}
            data-testid="clear-history"
          >
            {t('box.clearHistory')}
          </button>
        </div>
        <div role="listbox" id={listId} aria-labelledby={`${listId}-title`} className={classes.listbox}>
          {props.options.map(row)}
        </div>
      </div>
    );
  }

  const hasOptions = props.stores.length + props.goods.length > 0;
  return (
    <div className={classes.popup} data-testid="search-popup">
      {hasOptions && (
        <div role="listbox" id={listId} aria-label={t('box.suggestions')} className={classes.listbox}>
          <OptionGroup id={`${listId}-stores`} title={t('box.stores')} options={props.stores} row={row} />
          <OptionGroup id={`${listId}-goods`} title={t('box.products')} options={props.goods} row={row} />
        </div>
      )}
      {props.status && <p className={classes.popupStatus}>{props.status}</p>}
    </div>
  );
}
