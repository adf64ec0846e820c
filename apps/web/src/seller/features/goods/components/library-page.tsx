import { Badge, Button, NativeSelect, Skeleton, TextInput } from '@mantine/core';
import type { LibraryGoodsVo } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, PlusIcon, SearchIcon } from '../../../../components/ui/icons';
import { useCategoryTree } from '../../../../lib/category-tree';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount, formatPrice } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useAddListing } from '../api/add-listing';
import { useLibrary } from '../api/library';
import { SELLER_GOODS_PATH } from '../../../lib/seller-paths';
import panel from '../../../components/panel.module.css';
import classes from './goods.module.css';
import { CostAndRange, PriceDialog } from './price-dialog';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { PanelList } from '../../../components/panel-list';

/** The categories as one list, sub-categories indented under their parent. */
function CategoryFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('seller');
  const tree = useCategoryTree({ silent: true });
  const options = [
    { value: '', label: t('library.allCategories') },
    ...(tree.data ?? []).flatMap((top) => [
      { value: top.id, label: top.name },
      ...top.subList.map((sub) => ({ value: sub.id, label: `— ${sub.name}` })),
    ]),
  ];
  return (
    <NativeSelect
      aria-label={t('library.category')}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={classes.filter}
      data-testid="library-category"
    />
  );
}

function LibraryCard({ goods, onAdd }: { goods: LibraryGoodsVo; onAdd: () => void }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const listed = goods.isListed === 1;
  return (
    <li className={classes.card} data-testid="library-goods">
      {goods.imgUrl ? (
        <img src={goods.imgUrl} alt="" className={classes.cardImage} loading="lazy" />
      ) : (
        <span className={classes.cardImage} aria-hidden="true" />
      )}
      <div className={classes.cardBody}>
        <span className={classes.cardName} dir="auto" title={goods.name}>
          {goods.name}
        </span>
        {goods.categoryName && (
          <span className={panel.muted} dir="auto">
            {goods.secondaryCateName ?? goods.categoryName}
          </span>
        )}
        <dl className={classes.cardFacts}>
          <CostAndRange goods={goods} />
          <div>
            <dt>{t('library.stock')}</dt>
            <dd>{formatCount(goods.stock, lang)}</dd>
          </div>
        </dl>
        {listed ? (
          <Badge
            color="teal"
            variant="light"
            leftSection={<CheckIcon size={12} />}
            data-testid="library-in-store"
          >
            {t('library.inStore', { price: formatPrice(goods.sellingPrice ?? 0, lang) })}
          </Badge>
        ) : (
          <Button
            size="xs"
            leftSection={<PlusIcon size={14} />}
            onClick={onAdd}
            aria-label={t('library.addNamed', { name: goods.name })}
            data-testid="library-add"
          >
            {t('library.add')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /seller/library: the platform's wholesale catalogue by category and keyword; each product is
 * added to the shop at a price inside the allowed profit range, its cost and margin in view.
 */
export function SellerLibraryPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.library'));
  const [params, update] = useSearchParamsUpdate();
  const page = pageParam(params);
  const keyword = params.get('k') ?? '';
  const categoryId = params.get('category') ?? '';
  const [typed, setTyped] = useState(keyword);
  const list = useLibrary({
    pageNum: page,
    keyword: keyword || undefined,
    categoryId: categoryId || undefined,
  });
  const add = useAddListing();
  const [adding, setAdding] = useState<LibraryGoodsVo | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ k: typed.trim(), page: '' });
  };
  const save = (price: string, onShelf: boolean) => {
    if (!adding) return;
    const name = adding.name;
    add.mutate(
      { goodsId: adding.goodsId, sellingPrice: price, isShelf: onShelf ? 1 : 0 },
      {
        onSuccess: () => {
          toast.success(t('library.added', { name }));
          setAdding(null);
        },
      },
    );
  };

  return (
    <div className={panel.page} data-testid="seller-library">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.library')}</h1>
          <p className={panel.intro}>{t('library.intro')}</p>
        </div>
        <Button component={Link} to={SELLER_GOODS_PATH} variant="light">
          {t('library.toListings')}
        </Button>
      </div>
      <div className={classes.toolbar}>
        <form onSubmit={search} role="search" className={classes.search}>
          <TextInput
            aria-label={t('library.search')}
            placeholder={t('library.search')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.currentTarget.value)}
            leftSection={<SearchIcon size={16} />}
            data-testid="library-search"
          />
          <Button type="submit" variant="default">
            {t('library.searchButton')}
          </Button>
        </form>
        <CategoryFilter value={categoryId} onChange={(id) => update({ category: id, page: '' })} />
      </div>
      <PanelList
        query={list}
        failed={t('library.failed')}
        skeleton={
          <ul className={classes.grid} aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={280} radius={12} />
            ))}
          </ul>
        }
        empty={t('library.empty')}
        page={page}
        onPage={(next) => update(pagePatch(next))}
        pagesLabel={t('library.pages')}
      >
        {(goods) => (
          <ul className={classes.grid} aria-busy={list.isFetching}>
            {goods.map((item) => (
              <LibraryCard key={item.goodsId} goods={item} onAdd={() => setAdding(item)} />
            ))}
          </ul>
        )}
      </PanelList>
      <PriceDialog
        goods={adding}
        mode="add"
        pending={add.isPending}
        onSave={save}
        onClose={() => setAdding(null)}
      />
    </div>
  );
}
