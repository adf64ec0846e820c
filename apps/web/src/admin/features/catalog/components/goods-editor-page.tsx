import {
  CATALOG_LIMITS,
  type AdminCategoryNodeVo,
  type AdminGoodsVo,
  type Language,
} from '@caravan/contract';
import { Button, SegmentedControl, Select, Skeleton, Switch, Tabs, TextInput, Textarea } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ChevronBackIcon } from '../../../../components/ui/icons';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoryTree } from '../api/category-tree';
import { useGoods } from '../api/get-goods';
import { useSaveGoods } from '../api/save-goods';
import classes from '../../../components/admin-ui.module.css';
import { ImageUploadList } from './image-upload-list';
import catalog from './catalog.module.css';
import { SkuEditor } from './sku-editor';
import { TranslationsPanel } from './translations-panel';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../../components/ui/states';
import { categoryLabel } from '../lib/category-label';
import {
  emptyGoodsForm,
  formTranslationStatus,
  goodsFormFrom,
  goodsParams,
  hasErrors,
  validateGoods,
  type GoodsErrors,
  type GoodsField,
  type GoodsForm,
} from '../lib/goods-form';

export const GOODS_PATH = '/admin/catalog/goods';

type Tab = 'details' | 'images' | 'skus' | 'translations';

const TAB_OF: Record<GoodsField, Tab> = {
  name: 'details',
  des: 'details',
  unit: 'details',
  systemPrice: 'details',
  categoryId: 'details',
  goodsSort: 'details',
  buyMin: 'details',
  freightAmount: 'details',
  weightKg: 'details',
  goodsTax: 'details',
  lastAmount: 'details',
  images: 'images',
  skus: 'skus',
};

/** The system goods editor: /admin/catalog/goods/new or /admin/catalog/goods/:id. */
export function GoodsEditorPage() {
  const { id } = useParams();
  const { t } = useTranslation(ADMIN_NS);
  const good = useGoods(id);
  const categories = useCategoryTree();
  useDocumentTitle(id ? t('goods.editTitle') : t('goods.newTitle'));

  const back = (
    <Link to={GOODS_PATH} className={classes.backLink}>
      <ChevronBackIcon size={16} />
      {t('goods.back')}
    </Link>
  );
  if (id && good.isError) {
    return (
      <>
        {back}
        <QueryError query={good} />
      </>
    );
  }
  if ((id && good.isPending) || categories.isPending) {
    return (
      <>
        {back}
        <div className={classes.stack} aria-hidden="true" data-testid="goods-editor-loading">
          <Skeleton height={36} width="40%" />
          <Skeleton height={320} radius="md" />
        </div>
      </>
    );
  }
  if (categories.isError) {
    return <QueryError query={categories} />;
  }
  return (
    <>
      {back}
      <GoodsEditor key={good.data?.id ?? 'new'} good={good.data} tree={categories.data} />
    </>
  );
}

type GoodsEditorProps = {
  good: AdminGoodsVo | undefined;
  tree: AdminCategoryNodeVo[];
  /** Starting values for a new product (tests and "duplicate" flows). */
  initial?: Partial<GoodsForm>;
};

/** The form itself; checks everything before sending and shows where each problem is. */
export function GoodsEditor({ good, tree, initial }: GoodsEditorProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const navigate = useNavigate();
  const save = useSaveGoods();
  const [form, setForm] = useState<GoodsForm>(() =>
    good ? goodsFormFrom(good) : { ...emptyGoodsForm(), ...initial },
  );
  const [errors, setErrors] = useState<GoodsErrors>({});
  const [tab, setTab] = useState<Tab>('details');
  const [isUploading, setUploading] = useState(false);
  const status = formTranslationStatus(form);

  const set = <K extends keyof GoodsForm>(key: K, value: GoodsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setText = (l: Language, field: string, value: string) =>
    setForm((f) => ({
      ...f,
      translations: { ...f.translations, [l]: { ...f.translations[l], [field]: value } },
    }));
  const maxOf = (field: GoodsField) =>
    field === 'des'
      ? CATALOG_LIMITS.desMax
      : field === 'unit'
        ? CATALOG_LIMITS.unitMax
        : CATALOG_LIMITS.nameMax;
  const error = (field: GoodsField) => (errors[field] ? t(errors[field], { max: maxOf(field) }) : undefined);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const top = tree.find((c) => c.id === form.categoryId);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isUploading) {
      toast.warning(t('upload.stillUploading'));
      return;
    }
    const found = validateGoods(form);
    setErrors(found);
    if (hasErrors(found)) {
      const first = (Object.keys(found) as GoodsField[]).find((f) => f in TAB_OF);
      setTab(first ? TAB_OF[first] : found.translations ? 'translations' : 'details');
      return;
    }
    save.mutate(
      { ...goodsParams(form), ...(good ? { id: good.id } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(t('goods.saved', { name: saved.name }));
          if (!good) void navigate(`${GOODS_PATH}/${saved.id}`, { replace: true });
        },
      },
    );
  };

  const tabError = (tabName: Tab) =>
    (Object.keys(errors) as GoodsField[]).some((f) => TAB_OF[f] === tabName) ||
    (tabName === 'translations' && Boolean(errors.translations));

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="goods-editor">
      <PageHeader
        title={good ? good.name : t('goods.newTitle')}
        description={good ? t('goods.editIntro') : t('goods.newIntro')}
        actions={
          <Button type="submit" loading={save.isPending} data-testid="goods-save">
            {good ? t('common.save') : t('goods.create')}
          </Button>
        }
      />
      {hasErrors(errors) && (
        <p className={classes.fieldError} role="alert" data-testid="goods-errors">
          {t('goods.fixErrors')}
        </p>
      )}
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'details')} keepMounted={false}>
        <Tabs.List className={catalog.tabs}>
          {(['details', 'images', 'skus', 'translations'] as const).map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              data-testid={`tab-${name}`}
              color={tabError(name) ? 'red' : undefined}
            >
              {name === 'translations'
                ? t('goods.tabs.translationsCount', { filled: status.filled, total: status.total })
                : name === 'skus'
                  ? t('goods.tabs.skusCount', { count: form.skus.length })
                  : name === 'images'
                    ? t('goods.tabs.imagesCount', { count: form.images.length })
                    : t('goods.tabs.details')}
              {tabError(name) && (
                <span className={catalog.tabAlert} role="img" aria-label={t('goods.tabHasErrors')}>
                  !
                </span>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="details" className={catalog.panel}>
          <div className={catalog.formGrid}>
            <TextInput
              className={catalog.wide}
              label={t('goods.fields.name')}
              required
              value={form.translations.en.name}
              onChange={(e) => setText('en', 'name', e.currentTarget.value)}
              maxLength={CATALOG_LIMITS.nameMax + 1}
              error={error('name')}
              lang="en"
              dir="auto"
              data-testid="goods-name"
            />
            <Select
              label={t('goods.fields.category')}
              required
              searchable
              data={tree.map((c) => ({ value: c.id, label: categoryLabel(c, lang) }))}
              value={form.categoryId || null}
              onChange={(v) => setForm((f) => ({ ...f, categoryId: v ?? '', secondaryCategoryId: '' }))}
              error={error('categoryId')}
              data-testid="goods-category"
            />
            <Select
              label={t('goods.fields.subcategory')}
              placeholder={t('goods.noSubcategory')}
              clearable
              searchable
              disabled={!top || top.subList.length === 0}
              data={(top?.subList ?? []).map((c) => ({ value: c.id, label: categoryLabel(c, lang) }))}
              value={form.secondaryCategoryId || null}
              onChange={(v) => set('secondaryCategoryId', v ?? '')}
            />
            <TextInput
              label={t('goods.fields.systemPrice')}
              description={t('goods.fields.systemPriceHint')}
              required
              inputMode="decimal"
              value={form.systemPrice}
              onChange={(e) => set('systemPrice', e.currentTarget.value)}
              error={error('systemPrice')}
              dir="ltr"
              data-testid="goods-price"
            />
            <TextInput
              label={t('goods.fields.lastAmount')}
              required
              inputMode="numeric"
              value={form.lastAmount}
              onChange={(e) => set('lastAmount', e.currentTarget.value)}
              error={error('lastAmount')}
              dir="ltr"
              data-testid="goods-stock"
            />
            <TextInput
              label={t('goods.fields.unit')}
              placeholder={t('goods.fields.unitPlaceholder')}
              value={form.unit}
              maxLength={CATALOG_LIMITS.unitMax}
              onChange={(e) => set('unit', e.currentTarget.value)}
              error={error('unit')}
              dir="auto"
            />
            <TextInput
              label={t('goods.fields.buyMin')}
              inputMode="numeric"
              value={form.buyMin}
              onChange={(e) => set('buyMin', e.currentTarget.value)}
              error={error('buyMin')}
              dir="ltr"
            />
            <TextInput
              label={t('goods.fields.goodsSort')}
              description={t('goods.fields.goodsSortHint')}
              inputMode="numeric"
              value={form.goodsSort}
              onChange={(e) => set('goodsSort', e.currentTarget.value)}
              error={error('goodsSort')}
              dir="ltr"
            />
            <div className={catalog.fieldBlock}>
              <span id="goods-freight-label" className={catalog.fieldLabel}>
                {t('goods.fields.freight')}
              </span>
              <SegmentedControl
                aria-labelledby="goods-freight-label"
                fullWidth
                value={String(form.freightType)}
                onChange={(v) => set('freightType', v === '1' ? 1 : 0)}
                data={[
                  { value: '0', label: t('goods.freight.charged') },
                  { value: '1', label: t('goods.freight.free') },
                ]}
              />
            </div>
            <TextInput
              label={t('goods.fields.freightAmount')}
              inputMode="decimal"
              disabled={form.freightType === 1}
              value={form.freightType === 1 ? '0.00' : form.freightAmount}
              onChange={(e) => set('freightAmount', e.currentTarget.value)}
              error={error('freightAmount')}
              dir="ltr"
            />
            <TextInput
              label={t('goods.fields.weightKg')}
              description={t('goods.fields.weightKgHint')}
              inputMode="decimal"
              value={form.weightKg}
              onChange={(e) => set('weightKg', e.currentTarget.value)}
              error={error('weightKg')}
              required={form.freightType === 0}
              data-testid="goods-weight"
              dir="ltr"
            />
            <TextInput
              label={t('goods.fields.goodsTax')}
              inputMode="decimal"
              value={form.goodsTax}
              onChange={(e) => set('goodsTax', e.currentTarget.value)}
              error={error('goodsTax')}
              dir="ltr"
            />
            <div className={catalog.switches}>
              <Switch
                label={t('goods.fields.isShelf')}
                description={t('goods.fields.isShelfHint')}
                checked={form.isShelf}
                onChange={(e) => set('isShelf', e.currentTarget.checked)}
                data-testid="goods-shelf"
              />
              <Switch
                label={t('goods.fields.isRefund')}
                checked={form.isRefund}
                onChange={(e) => set('isRefund', e.currentTarget.checked)}
              />
            </div>
            <Textarea
              className={catalog.wide}
              label={t('goods.fields.des')}
              autosize
              minRows={4}
              maxRows={14}
              value={form.translations.en.des}
              maxLength={CATALOG_LIMITS.desMax + 1}
              onChange={(e) => setText('en', 'des', e.currentTarget.value)}
              error={error('des')}
              lang="en"
              dir="auto"
            />
          </div>
        </Tabs.Panel>

        <Tabs.Panel value="images" className={catalog.panel}>
          <ImageUploadList
            images={form.images}
            onChange={(images) => set('images', images)}
            max={CATALOG_LIMITS.imagesMax}
            moduleName="goods"
            label={t('goods.fields.images')}
            error={error('images')}
            onBusyChange={onBusyChange}
          />
        </Tabs.Panel>

        <Tabs.Panel value="skus" className={catalog.panel}>
          <SkuEditor
            skus={form.skus}
            onChange={(skus) => set('skus', skus)}
            invalidRows={errors.skuRows}
            error={error('skus')}
          />
        </Tabs.Panel>

        <Tabs.Panel value="translations" className={catalog.panel}>
          <p className={catalog.muted} data-testid="goods-des-fallback">
            {t('goods.desFallback')}
          </p>
          <TranslationsPanel
            fields={[
              { field: 'name', label: t('goods.fields.nameIn'), max: CATALOG_LIMITS.nameMax, required: true },
              { field: 'des', label: t('goods.fields.desIn'), max: CATALOG_LIMITS.desMax, multiline: true },
            ]}
            values={form.translations}
            onChange={setText}
            invalid={errors.translations}
          />
        </Tabs.Panel>
      </Tabs>
    </form>
  );
}
