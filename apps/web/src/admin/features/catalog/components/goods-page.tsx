import { Button, Progress, Select, Switch, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount, formatCount } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoryTree } from '../api/category-tree';
import { useGoodsList } from '../api/list-goods';
import { useShelfGoods } from '../api/shelf-goods';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { SearchForm } from '../../../components/search-form';
import catalog from './catalog.module.css';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { categoryLabel } from '../lib/category-label';
import { pageParam } from '../../../../lib/page-param';
import { GOODS_PATH } from './goods-editor-page';

const COLUMNS = [
  'product',
  'category',
  'systemPrice',
  'stock',
  'skus',
  'translations',
  'shelf',
  'updated',
] as const;
const SHELF = ['1', '0'] as const;

/** System goods: search, filter by category and shelf state, page through, open the editor. */
export function GoodsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  useDocumentTitle(t('nav.goods'));
  const [params, update] = useSearchParamsUpdate();
  const keyword = params.get('q') ?? '';
  const categoryId = params.get('category') ?? '';
  const shelf = SHELF.find((s) => s === params.get('shelf')) ?? '';
  const page = pageParam(params);
  const list = useGoodsList({
    pageNum: page,
    keyword: keyword || undefined,
    categoryId: categoryId || undefined,
    isShelf: shelf === '' ? undefined : Number(shelf),
  });
  const tree = useCategoryTree();
  const shelfGoods = useShelfGoods();

  const categoryOptions = (tree.data ?? []).flatMap((top) => [
    { value: top.id, label: categoryLabel(top, lang) },
    ...top.subList.map((sub) => ({
      value: sub.id,
      label: `${categoryLabel(top, lang)} › ${categoryLabel(sub, lang)}`,
    })),
  ]);

  return (
    <>
      <PageHeader
        title={t('nav.goods')}
        description={t('goods.intro')}
        actions={
          <Button component={Link} to={`${GOODS_PATH}/new`} data-testid="goods-new">
            {t('goods.new')}
          </Button>
        }
      />
      <div className={classes.filters} role="search">
        <SearchForm
          key={keyword}
          initial={keyword}
          onSearch={(q) => update({ q, page: '' })}
          label={t('goods.filters.search')}
          placeholder={t('goods.filters.searchPlaceholder')}
          testId="goods-search"
        />
        <Select
          className={classes.filterStatus}
          label={t('goods.filters.category')}
          data={[{ value: '', label: t('goods.filters.allCategories') }, ...categoryOptions]}
          value={categoryId}
          onChange={(value) => update({ category: value ?? '', page: '' })}
          allowDeselect={false}
          searchable
          data-testid="goods-category-filter"
        />
        <Select
          className={classes.filterStatus}
          label={t('goods.filters.shelf')}
          data={[
            { value: '', label: t('goods.filters.allShelf') },
            { value: '1', label: t('goods.shelf.on') },
            { value: '0', label: t('goods.shelf.off') },
          ]}
          value={shelf}
          onChange={(value) => update({ shelf: value ?? '', page: '' })}
          allowDeselect={false}
          data-testid="goods-shelf-filter"
        />
      </div>
      <AdminTable
        label={t('nav.goods')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`goods.columns.${column}`)}
        renderRow={(good) => (
          <Table.Tr key={good.id} data-testid="goods-row">
            <Table.Td>
              <Link to={`${GOODS_PATH}/${good.id}`} className={catalog.productCell}>
                {good.imgUrl ? (
                  <img src={good.imgUrl} alt="" className={catalog.thumb} loading="lazy" />
                ) : (
                  <span className={catalog.thumb} aria-hidden="true" />
                )}
                <span className={classes.rowLink} dir="auto">
                  {good.name || '--'}
                </span>
              </Link>
            </Table.Td>
            <Table.Td>
              <span dir="auto">{good.categoryName}</span>
              {good.secondaryCateName && (
                <span className={catalog.subLine} dir="auto">
                  {good.secondaryCateName}
                </span>
              )}
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <span dir="ltr">{formatAmount(Number(good.systemPrice), lang)}</span>
            </Table.Td>
            <Table.Td>
              <span dir="ltr">{formatCount(good.lastAmount, lang)}</span>
            </Table.Td>
            <Table.Td>{formatCount(good.skuCount, lang)}</Table.Td>
            <Table.Td className={classes.nowrap}>
              <span
                className={catalog.meter}
                data-testid="goods-translations"
                title={t('translations.completeness', good.translations)}
              >
                <span dir="ltr">
                  {good.translations.filled}/{good.translations.total}
                </span>
                <Progress
                  value={(good.translations.filled / good.translations.total) * 100}
                  size="sm"
                  color={good.translations.filled === good.translations.total ? 'teal' : 'blue'}
                  aria-label={t('translations.completeness', good.translations)}
                />
              </span>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Switch
                checked={good.isShelf === 1}
                aria-label={t(good.isShelf === 1 ? 'goods.shelf.takeOff' : 'goods.shelf.putOn', {
                  name: good.name,
                })}
                label={t(good.isShelf === 1 ? 'goods.shelf.on' : 'goods.shelf.off')}
                disabled={shelfGoods.isPending && shelfGoods.variables?.id === good.id}
                onChange={(event) => {
                  const isShelf = event.currentTarget.checked ? 1 : 0;
                  shelfGoods.mutate(
                    { id: good.id, isShelf },
                    {
                      onSuccess: () =>
                        toast.success(
                          t(isShelf ? 'goods.shelf.nowOn' : 'goods.shelf.nowOff', { name: good.name }),
                        ),
                    },
                  );
                }}
              />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={good.updateTime} />
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('goods.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'goods-table' }}
      />
    </>
  );
}
