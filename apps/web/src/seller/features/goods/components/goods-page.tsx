import { Badge, Button, Checkbox, SegmentedControl, Skeleton, TextInput } from '@mantine/core';
import type { SellerListingVo } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '../../../../components/ui/icons';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount, formatPrice } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useDiscountBatch } from '../api/discount-batch';
import { useListings, type ListingFilter } from '../api/listings';
import { useRemoveListing } from '../api/remove-listing';
import { useShelfBatch } from '../api/shelf-batch';
import { useUpdateListing } from '../api/update-listing';
import { SELLER_LIBRARY_PATH } from '../../../lib/seller-paths';
import panel from '../../../components/panel.module.css';
import { DescriptionDialog } from './description-dialog';
import { DiscountDialog, type DiscountWindow } from './discount-dialog';
import classes from './goods.module.css';
import { PriceDialog } from './price-dialog';
import { BulkTerms } from './bulk-terms';
import { TermsDialog, TermsSummary } from './terms-dialog';
import { ButtonSubject } from '../../../../components/ui/button-subject';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { PanelList } from '../../../components/panel-list';

const STATES = ['all', 'onShelf', 'offShelf', 'discount'] as const;
type State = (typeof STATES)[number];
const FILTERS: Record<State, Pick<ListingFilter, 'isShelf' | 'discount'>> = {
  all: {},
  onShelf: { isShelf: 1 },
  offShelf: { isShelf: 0 },
  discount: { discount: 1 },
};

const stateOf = (params: URLSearchParams): State => STATES.find((s) => s === params.get('state')) ?? 'all';

type ListingCardProps = {
  listing: SellerListingVo;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onTerms: () => void;
  onDescribe: () => void;
  onShelf: (isShelf: 0 | 1) => void;
  onDelete: () => void;
};

function ListingCard({
  listing,
  selected,
  onSelect,
  onEdit,
  onTerms,
  onDescribe,
  onShelf,
  onDelete,
}: ListingCardProps) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const onSale = listing.isShelf === 1;
  return (
    <li className={classes.row} data-testid="seller-listing" data-listing-id={listing.id}>
      {/* The label around it is the box a finger aims at (44 px), wider than the box drawn. */}
      <label className={classes.rowCheck}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('goods.select', { name: listing.name })}
          data-testid="listing-select"
        />
      </label>
      {listing.imgUrl ? (
        <img src={listing.imgUrl} alt="" className={classes.rowImage} loading="lazy" />
      ) : (
        <span className={classes.rowImage} aria-hidden="true" />
      )}
      <div className={classes.rowBody}>
        <span className={classes.cardName} dir="auto" title={listing.name}>
          {listing.name}
        </span>
        <div className={classes.badges}>
          <Badge color={onSale ? 'teal' : 'gray'} variant="light">
            {onSale ? t('goods.onShelf') : t('goods.offShelf')}
          </Badge>
          {listing.goodsShelf === 0 && (
            <Badge color="orange" variant="light">
              {t('goods.withdrawn')}
            </Badge>
          )}
          {listing.discountRatio !== null && listing.discountPrice !== null && (
            <Badge
              color={listing.discountActive ? 'red' : 'yellow'}
              variant="light"
              data-testid="listing-discount"
            >
              {t(listing.discountActive ? 'goods.discountActive' : 'goods.discountPlanned', {
                price: formatPrice(listing.discountPrice, lang),
              })}
            </Badge>
          )}
        </div>
        <dl className={classes.cardFacts}>
          <div>
            <dt>{t('goods.price')}</dt>
            <dd>
              <bdi>{formatPrice(listing.sellingPrice, lang)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('library.cost')}</dt>
            <dd>
              <bdi>{formatPrice(listing.systemPrice, lang)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('library.profit')}</dt>
            <dd>
              <bdi>{formatPrice(listing.profit, lang)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('goods.sold')}</dt>
            <dd>{formatCount(listing.soldNum, lang)}</dd>
          </div>
          <div>
            <dt>{t('goods.stock')}</dt>
            <dd>{formatCount(listing.stock, lang)}</dd>
          </div>
        </dl>
        <TermsSummary listing={listing} />
      </div>
      <div className={classes.rowActions}>
        <Button
          size="xs"
          variant="default"
          leftSection={<PencilIcon size={14} />}
          onClick={onEdit}
          data-testid="listing-edit"
        >
          {t('goods.edit')}
        </Button>
        <Button size="xs" variant="default" onClick={onTerms} data-testid="listing-terms-edit">
          {t('terms.action')}
          <ButtonSubject>{listing.name}</ButtonSubject>
        </Button>
        <Button size="xs" variant="default" onClick={onDescribe} data-testid="listing-describe">
          {t('goods.describe')}
          <ButtonSubject>{listing.name}</ButtonSubject>
        </Button>
        <Button size="xs" variant="light" onClick={() => onShelf(onSale ? 0 : 1)} data-testid="listing-shelf">
          {onSale ? t('goods.takeOff') : t('goods.putOn')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<TrashIcon size={14} />}
          onClick={onDelete}
          data-testid="listing-delete"
        >
          {t('goods.delete')}
          <ButtonSubject>{listing.name}</ButtonSubject>
        </Button>
      </div>
    </li>
  );
}

/**
 * /seller/goods: the shop's listings by state and keyword, page by page; each is repriced, put on or
 * taken off the shelf, or deleted (after a confirmation); several at once go on or off the shelf or
 * get a discount for a window of time.
 */
export function SellerGoodsPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.goods'));
  const [params, update] = useSearchParamsUpdate();
  const page = pageParam(params);
  const state = stateOf(params);
  const keyword = params.get('k') ?? '';
  const [typed, setTyped] = useState(keyword);
  const list = useListings({ pageNum: page, keyword: keyword || undefined, ...FILTERS[state] });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<SellerListingVo | null>(null);
  const [describing, setDescribing] = useState<SellerListingVo | null>(null);
  const [terming, setTerming] = useState<SellerListingVo | null>(null);
  const [deleting, setDeleting] = useState<SellerListingVo | null>(null);
  const [discounting, setDiscounting] = useState(false);
  const updateListing = useUpdateListing();
  const remove = useRemoveListing();
  const shelf = useShelfBatch();
  const discount = useDiscountBatch();
  const listings = list.data?.pageList ?? [];
  const chosen = listings.filter((listing) => selected.has(listing.id)).map((listing) => listing.id);

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) =>
    setSelected(on ? new Set(listings.map((listing) => listing.id)) : new Set());
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    update({ k: typed.trim(), page: '' });
  };
  const setShelf = (ids: readonly string[], isShelf: 0 | 1) =>
    shelf.mutate(
      { sellerGoodsIds: ids.join(','), isShelf },
      {
        onSuccess: (result) => {
          toast.success(t(isShelf ? 'goods.putOnDone' : 'goods.takeOffDone', { count: result.updated }));
          setSelected(new Set());
        },
      },
    );
  const saveDiscount = (window: DiscountWindow) =>
    discount.mutate(
      { sellerGoodsIds: chosen.join(','), ...window },
      {
        onSuccess: (result) => {
          toast.success(t('goods.discountDone', { count: result.updated }));
          setDiscounting(false);
          setSelected(new Set());
        },
      },
    );
  const clearDiscount = () =>
    discount.mutate(
      { sellerGoodsIds: chosen.join(','), clearDiscount: 1 },
      {
        onSuccess: (result) => {
          toast.success(t('goods.discountCleared', { count: result.updated }));
          setSelected(new Set());
        },
      },
    );
  const savePrice = (price: string) => {
    if (!editing) return;
    updateListing.mutate(
      { sellerGoodsId: editing.id, sellingPrice: price },
      {
        onSuccess: () => {
          toast.success(t('goods.saved'));
          setEditing(null);
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(
      { sellerGoodsId: deleting.id },
      {
        onSuccess: () => {
          toast.success(t('goods.deleted', { name }));
          select(deleting.id, false);
          setDeleting(null);
        },
      },
    );
  };
  const busy = shelf.isPending || discount.isPending;

  return (
    <div className={panel.page} data-testid="seller-goods">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.goods')}</h1>
          <p className={panel.intro}>{t('goods.intro')}</p>
        </div>
        <Button component={Link} to={SELLER_LIBRARY_PATH} leftSection={<PlusIcon size={16} />}>
          {t('panel.library')}
        </Button>
      </div>
      <BulkTerms />
      <div className={classes.toolbar}>
        <form onSubmit={search} role="search" className={classes.search}>
          <TextInput
            aria-label={t('goods.search')}
            placeholder={t('goods.search')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            data-testid="listing-search"
          />
          <Button type="submit" variant="default">
            {t('library.searchButton')}
          </Button>
        </form>
        <div className={panel.scroll}>
          <SegmentedControl
            aria-label={t('goods.state')}
            data={STATES.map((s) => ({ value: s, label: t(`goods.states.${s}`) }))}
            value={state}
            onChange={(next) => {
              setSelected(new Set());
              update({ state: next === 'all' ? '' : next, page: '' });
            }}
            data-testid="listing-state"
          />
        </div>
      </div>
      {listings.length > 0 && (
        <div
          className={classes.bulk}
          role="toolbar"
          aria-label={t('goods.bulkLabel')}
          data-testid="listing-bulk"
        >
          <Checkbox
            checked={chosen.length > 0 && chosen.length === listings.length}
            indeterminate={chosen.length > 0 && chosen.length < listings.length}
            onChange={(event) => selectAll(event.currentTarget.checked)}
            label={chosen.length > 0 ? t('goods.selected', { count: chosen.length }) : t('goods.selectAll')}
            data-testid="listing-select-all"
          />
          <div className={classes.bulkActions}>
            <Button
              size="xs"
              variant="light"
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() => setShelf(chosen, 1)}
              data-testid="bulk-on"
            >
              {t('goods.putOn')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() => setShelf(chosen, 0)}
              data-testid="bulk-off"
            >
              {t('goods.takeOff')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={chosen.length === 0}
              onClick={() => setDiscounting(true)}
              data-testid="bulk-discount"
            >
              {t('goods.discount')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              disabled={chosen.length === 0}
              loading={busy}
              onClick={clearDiscount}
              data-testid="bulk-clear-discount"
            >
              {t('goods.clearDiscount')}
            </Button>
          </div>
        </div>
      )}
      <PanelList
        query={list}
        failed={t('goods.failed')}
        skeleton={
          <div className={classes.rows} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={120} radius={12} />
            ))}
          </div>
        }
        empty={
          <span className={classes.emptyInner}>
            {keyword || state !== 'all' ? t('goods.noMatch') : t('goods.empty')}
            {!keyword && state === 'all' && (
              <Button component={Link} to={SELLER_LIBRARY_PATH} leftSection={<PlusIcon size={16} />}>
                {t('panel.library')}
              </Button>
            )}
          </span>
        }
        page={page}
        onPage={(next) => {
          setSelected(new Set());
          update(pagePatch(next));
        }}
        pagesLabel={t('goods.pages')}
      >
        {(items) => (
          <ul className={classes.rows} aria-busy={list.isFetching} data-testid="seller-listings">
            {items.map((listing) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                selected={selected.has(listing.id)}
                onSelect={(on) => select(listing.id, on)}
                onEdit={() => setEditing(listing)}
                onTerms={() => setTerming(listing)}
                onDescribe={() => setDescribing(listing)}
                onShelf={(isShelf) => setShelf([listing.id], isShelf)}
                onDelete={() => setDeleting(listing)}
              />
            ))}
          </ul>
        )}
      </PanelList>
      <PriceDialog
        goods={editing}
        current={editing?.sellingPrice ?? null}
        mode="edit"
        pending={updateListing.isPending}
        onSave={savePrice}
        onClose={() => setEditing(null)}
      />
      <DescriptionDialog listing={describing} onClose={() => setDescribing(null)} />
      <TermsDialog listing={terming} onClose={() => setTerming(null)} />
      <DiscountDialog
        count={discounting ? chosen.length : 0}
        pending={discount.isPending}
        onSave={saveDiscount}
        onClose={() => setDiscounting(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('goods.deleteTitle')}
        confirmLabel={t('goods.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{t('goods.deleteBody', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
