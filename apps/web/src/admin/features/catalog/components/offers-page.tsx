import { Badge, Button, Table } from '@mantine/core';
import type { AdminOfferVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../../lib/date';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatPrice, formatRate } from '../../../../lib/money';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { SearchForm } from '../../../components/search-form';
import { useOfferList } from '../api/list-offers';
import catalog from './catalog.module.css';
import { OfferTermsDialog } from './offer-terms-dialog';

const COLUMNS = ['offer', 'shop', 'price', 'terms', 'cost', 'shelf', 'actions'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Shops' offers of the catalogue's goods (issue 53): search by the product's or the shop's name,
 * narrow to one shop, page through, and change an offer's wholesale terms with a reason.
 */
export function OffersPage() {
  const { t } = useTranslation(ADMIN_NS);
  // The terms editor's labels are the seller centre's: fetched with the page, so that the dialog
  // seldom waits for them.
  useTranslation('seller', { useSuspense: false });
  const lang = useLanguage();
  useDocumentTitle(t('nav.offers'));
  const [params, update] = useSearchParamsUpdate();
  const keyword = params.get('q') ?? '';
  const sellerParam = params.get('seller') ?? '';
  const sellerId = UUID.test(sellerParam) ? sellerParam.toLowerCase() : '';
  const page = pageParam(params);
  const list = useOfferList({
    pageNum: page,
    keyword: keyword || undefined,
    sellerId: sellerId || undefined,
  });
  const [editing, setEditing] = useState<AdminOfferVo | null>(null);
  // The shop's name from a row of it (the page shown may still be the one before the filter).
  const shopShown = sellerId ? list.data?.pageList.find((o) => o.sellerId === sellerId)?.shopName : undefined;

  return (
    <>
      <PageHeader title={t('nav.offers')} description={t('offers.intro')} />
      <div className={classes.filters} role="search">
        <SearchForm
          key={keyword}
          initial={keyword}
          onSearch={(q) => update({ q, ...pagePatch(1) })}
          label={t('offers.filters.search')}
          placeholder={t('offers.filters.searchPlaceholder')}
          testId="offers-search"
        />
      </div>
      {sellerId && (
        <p className={catalog.shopFilter} data-testid="offers-shop-filter">
          <span dir="auto">
            {shopShown ? t('offers.oneShop', { shop: shopShown }) : t('offers.oneShopUnnamed')}
          </span>
          <Button variant="subtle" size="compact-sm" onClick={() => update({ seller: '', ...pagePatch(1) })}>
            {t('offers.allShops')}
          </Button>
        </p>
      )}
      <AdminTable
        label={t('nav.offers')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`offers.columns.${column}`)}
        renderRow={(offer) => (
          <Table.Tr key={offer.id} data-testid="offer-row">
            <Table.Td>
              <span className={catalog.productCell}>
                {offer.imgUrl ? (
                  <img src={offer.imgUrl} alt="" className={catalog.thumb} loading="lazy" />
                ) : (
                  <span className={catalog.thumb} aria-hidden="true" />
                )}
                <span dir="auto">{offer.name || '--'}</span>
              </span>
            </Table.Td>
            <Table.Td>
              <Link
                to={`?${new URLSearchParams({ seller: offer.sellerId }).toString()}`}
                className={classes.rowLink}
                title={t('offers.onlyShop')}
                dir="auto"
                data-testid="offer-shop"
              >
                {offer.shopName}
              </Link>
            </Table.Td>
            <Table.Td className={classes.cellAmount}>
              <span className={classes.cellStack}>
                <span dir="ltr">{formatPrice(offer.sellingPrice, lang)}</span>
                {offer.discountRatio !== null && (
                  <span className={classes.cellSub}>
                    {t('offers.discount', { percent: isolateLtr(formatRate(offer.discountRatio, lang, 0)) })}
                  </span>
                )}
              </span>
            </Table.Td>
            <Table.Td>
              <OfferTerms offer={offer} />
            </Table.Td>
            <Table.Td className={classes.cellAmount}>
              <span dir="ltr">{formatPrice(offer.wholesaleCost, lang)}</span>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <ShelfBadge offer={offer} />
            </Table.Td>
            <Table.Td>
              <RowAction
                label={t('offers.edit')}
                subject={offer.name}
                variant="light"
                onClick={() => setEditing(offer)}
                testId="offer-edit"
              />
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('offers.empty')}
        page={page}
        onPageChange={(next) => update(pagePatch(next))}
        tableProps={{ highlightOnHover: true, 'data-testid': 'offers-table' }}
      />
      <OfferTermsDialog offer={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** "from $3.10 · MOQ 50 · pack 12", and the sample when the offer has one. */
function OfferTerms({ offer }: { offer: AdminOfferVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const lowest = offer.priceTiers[offer.priceTiers.length - 1]?.price ?? offer.sellingPrice;
  return (
    <span className={classes.cellStack} data-testid="offer-terms">
      <span>
        {t('offers.summary', {
          price: isolateLtr(formatPrice(lowest, lang)),
          moq: offer.moq,
          pack: offer.packSize,
        })}
      </span>
      {offer.samplePrice !== null && (
        <span className={classes.cellSub}>
          {t('offers.sample', {
            price: isolateLtr(formatPrice(offer.samplePrice, lang)),
            limit: offer.sampleLimit ?? 0,
          })}
        </span>
      )}
    </span>
  );
}

/** Whether buyers see the offer: the shop's switch, and the platform's for the product. */
function ShelfBadge({ offer }: { offer: AdminOfferVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const [color, label] =
    offer.goodsShelf !== 1
      ? ['red', t('offers.shelf.goodsOff')]
      : offer.isShelf === 1
        ? ['teal', t('offers.shelf.on')]
        : ['gray', t('offers.shelf.off')];
  // Whole, never cut to "On s…": the column is as wide as its badge.
  return (
    <Badge color={color} variant="light" size="sm" className={catalog.wholeBadge}>
      {label}
    </Badge>
  );
}
