import {
  CATALOG_LIMITS,
  LANGUAGES,
  catalogAdminEndpoints,
  type AdminCategoryNodeVo,
  type AdminCategoryVo,
  type Language,
} from '@caravan/contract';
import { Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/form';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { useSaveCategory } from '../api/save-category';
import { categoryLabel } from '../lib/category-label';
import classes from './catalog.module.css';
import { ImageUploadList } from './image-upload-list';
import { TranslationsPanel } from './translations-panel';
import { FormModal, useSaveAndClose } from '../../../components/form-modal';
import { SortInput } from '../../../components/sort-input';

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
  const save = useSaveCategory();
  const [isUploading, setUploading] = useState(false);
  // Checked with the server's schema (CategorySaveParams): an English name and a whole-number order.
  const form = useContractForm({
    schema: category
      ? catalogAdminEndpoints.updateCategory.params
      : catalogAdminEndpoints.createCategory.params,
    initialValues: {
      texts: textsOf(category),
      parent: category ? (category.parentId ?? '') : (parentId ?? ''),
      icon: category?.iconImg ? [category.iconImg] : [],
      sort: String(category?.sort ?? 0),
      isHidden: category?.isHidden === 1,
    },
    toParams: (v) => {
      const pick = (field: string) =>
        Object.fromEntries(LANGUAGES.map((l) => [l, v.texts[l]?.[field]?.trim() ?? '']).filter(([, x]) => x));
      return {
        ...(category ? { id: category.id } : {}),
        parentId: v.parent,
        name: pick('name'),
        des: pick('des'),
        iconImg: v.icon[0],
        sort: v.sort,
        isHidden: v.isHidden ? 1 : 0,
      };
    },
    message: (field) =>
      field === 'name'
        ? t('categories.errors.nameRequired')
        : field === 'sort'
          ? t('goods.errors.wholeNumber')
          : undefined,
  });
  const { texts, parent, icon } = form.values;
  const setTexts = (update: (x: Texts) => Texts) => form.setFieldValue('texts', update(form.values.texts));
  // A category with subcategories stays top-level (two levels only).
  const hasChildren = tree.some((c) => c.id === category?.id && c.subList.length > 0);
  const parents = tree.filter((c) => c.id !== category?.id);

  const submit = useSaveAndClose(save, {
    saved: (saved) => t('categories.saved', { name: categoryLabel(saved, lang) }),
    onClose,
    uploading: isUploading,
  });

  return (
    <FormModal
      title={
        category
          ? t('categories.editTitle')
          : parentId
            ? t('categories.newSubTitle')
            : t('categories.newTitle')
      }
      size="xl"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      className={classes.modalStack}
      testId="category-form"
      pending={save.isPending}
      submitTestId="category-save"
    >
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
          error={form.errorOf('name')}
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
          onChange={(v) => form.setFieldValue('parent', v ?? '')}
          allowDeselect={false}
          disabled={hasChildren}
          description={hasChildren ? t('categories.hasChildren') : undefined}
        />
        <SortInput label={t('categories.fields.sort')} {...form.getInputProps('sort')} />
        <Switch
          className={classes.switchCell}
          label={t('categories.fields.hidden')}
          description={t('categories.fields.hiddenHint')}
          {...form.getInputProps('isHidden', { type: 'checkbox' })}
        />
      </div>
      <ImageUploadList
        images={icon}
        onChange={(images) => form.setFieldValue('icon', images)}
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
    </FormModal>
  );
}
