import {
  CATALOG_LIMITS,
  LANGUAGES,
  type AdminCategoryNodeVo,
  type AdminCategoryVo,
  type Language,
} from '@caravan/contract';
import { Button, Modal, Select, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveCategory } from '../api/save-category';
import { categoryLabel } from '../lib/category-label';
import classes from './catalog.module.css';
import { ImageUploadList } from './image-upload-list';
import { TranslationsPanel } from './translations-panel';

type CategoryModalProps = {
  /** The category to edit, or a new one (under `parentId` when given). */
  category: AdminCategoryVo | null;
  parentId?: string;
  tree: AdminCategoryNodeVo[];
  onClose: () => void;
};

type Texts = Partial<Record<Language, Record<string, string>>>;

function textsOf(category: AdminCategoryVo | null): Texts {
  const out: Texts = {};
  for (const lang of LANGUAGES) {
    out[lang] = { name: category?.name[lang] ?? '', des: category?.des[lang] ?? '' };
  }
  return out;
}

/** Creates or edits a category: parent (two levels), icon, order, visibility and translations. */
export function CategoryModal({ category, parentId, tree, onClose }: CategoryModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const save = useSaveCategory();
  const [texts, setTexts] = useState<Texts>(() => textsOf(category));
  const [parent, setParent] = useState(category ? (category.parentId ?? '') : (parentId ?? ''));
  const [icon, setIcon] = useState<string[]>(category?.iconImg ? [category.iconImg] : []);
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [isHidden, setHidden] = useState(category?.isHidden === 1);
  const [isUploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; sort?: string }>({});
  // A category with subcategories stays top-level (two levels only).
  const hasChildren = tree.some((c) => c.id === category?.id && c.subList.length > 0);
  const parents = tree.filter((c) => c.id !== category?.id);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = texts.en?.name?.trim() ?? '';
    const found = {
      name: name ? undefined : t('categories.errors.nameRequired'),
      sort:
        /^\d{1,7}$/.test(sort.trim()) && Number(sort) <= CATALOG_LIMITS.sortMax
          ? undefined
          : t('goods.errors.wholeNumber'),
    };
    setErrors(found);
    if (found.name || found.sort) return;
    if (isUploading) {
      toast.warning(t('upload.stillUploading'));
      return;
    }
    const pick = (field: string) =>
      Object.fromEntries(LANGUAGES.map((l) => [l, texts[l]?.[field]?.trim() ?? '']).filter(([, v]) => v));
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        ...(parent ? { parentId: parent } : {}),
        name: pick('name'),
        des: pick('des'),
        ...(icon[0] ? { iconImg: icon[0] } : {}),
        sort: Number(sort),
        isHidden: isHidden ? 1 : 0,
      },
      {
        onSuccess: (saved) => {
          toast.success(t('categories.saved', { name: categoryLabel(saved, lang) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        category
          ? t('categories.editTitle')
          : parentId
            ? t('categories.newSubTitle')
            : t('categories.newTitle')
      }
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form onSubmit={handleSubmit} noValidate className={classes.modalStack} data-testid="category-form">
        <div className={classes.formGrid}>
          <TextInput
            label={t('categories.fields.name')}
            required
            value={texts.en?.name ?? ''}
            maxLength={CATALOG_LIMITS.nameMax}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTexts((x) => ({ ...x, en: { ...x.en, name: value } }));
            }}
            error={errors.name}
            lang="en"
            dir="auto"
            data-testid="category-name"
          />
          <Select
            label={t('categories.fields.parent')}
            data={[
              { value: '', label: t('categories.topLevel') },
              ...parents.map((c) => ({ value: c.id, label: categoryLabel(c, lang) })),
            ]}
            value={parent}
            onChange={(v) => setParent(v ?? '')}
            allowDeselect={false}
            disabled={hasChildren}
            description={hasChildren ? t('categories.hasChildren') : undefined}
          />
          <TextInput
            label={t('categories.fields.sort')}
            description={t('categories.fields.sortHint')}
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value)}
            error={errors.sort}
            dir="ltr"
          />
          <Switch
            className={classes.switchCell}
            label={t('categories.fields.hidden')}
            description={t('categories.fields.hiddenHint')}
            checked={isHidden}
            onChange={(e) => setHidden(e.currentTarget.checked)}
          />
        </div>
        <ImageUploadList
          images={icon}
          onChange={setIcon}
          max={1}
          moduleName="category"
          label={t('categories.fields.icon')}
          onBusyChange={setUploading}
        />
        <TranslationsPanel
          fields={[
            {
              field: 'name',
              label: t('categories.fields.nameIn'),
              max: CATALOG_LIMITS.nameMax,
              required: true,
            },
            { field: 'des', label: t('categories.fields.desIn'), max: 500, multiline: true },
          ]}
          values={texts}
          onChange={(l, field, value) => setTexts((x) => ({ ...x, [l]: { ...x[l], [field]: value } }))}
        />
        <div className={classes.modalActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="category-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
