import {
  CATALOG_LIMITS,
  LANGUAGES,
  catalogAdminEndpoints,
  type AdminBannerVo,
  type Language,
} from '@caravan/contract';
import { SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/form';
import { useSaveBanner } from '../api/save-banner';
import { ADMIN_NS } from '../../../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';
import classes from './catalog.module.css';
import { ImageUploadList } from './image-upload-list';
import { TranslationsPanel } from './translations-panel';
import { FormModal, useSaveAndClose } from '../../../components/form-modal';
import { SortInput } from '../../../components/sort-input';

type BannerModalProps = { banner: AdminBannerVo | null; onClose: () => void };

type Titles = Partial<Record<Language, Record<string, string>>>;

type Values = {
  titles: Titles;
  image: string[];
  link: string;
  type: 'pc' | 'wap';
  sort: string;
  isActive: boolean;
  start: string;
  end: string;
};

/** The form field each of BannerSaveParams' fields is typed in. */
const FIELD_OF = { imgUrl: 'image', startTime: 'schedule', endTime: 'schedule' };

/** Creates or edits a banner: image, link, titles, order, on/off and an optional schedule. */
export function BannerModal({ banner, onClose }: BannerModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveBanner();
  const [isUploading, setUploading] = useState(false);
  // Checked with the server's schema (BannerSaveParams): English title, image, link, order, schedule.
  const form = useContractForm({
    schema: banner ? catalogAdminEndpoints.updateBanner.params : catalogAdminEndpoints.createBanner.params,
    initialValues: {
      titles: Object.fromEntries(LANGUAGES.map((l) => [l, { title: banner?.title[l] ?? '' }])),
      image: banner ? [banner.imgUrl] : [],
      link: banner?.link ?? '',
      type: banner?.type ?? 'pc',
      sort: String(banner?.sort ?? 0),
      isActive: banner ? banner.isActive === 1 : true,
      start: toLocalInput(banner?.startTime ?? ''),
      end: toLocalInput(banner?.endTime ?? ''),
    } as Values,
    toParams: (v) => ({
      ...(banner ? { id: banner.id } : {}),
      title: Object.fromEntries(
        LANGUAGES.map((l) => [l, v.titles[l]?.title?.trim() ?? '']).filter(([, x]) => x),
      ),
      imgUrl: v.image[0] ?? '',
      link: v.link,
      type: v.type,
      sort: v.sort,
      isActive: v.isActive ? 1 : 0,
      startTime: fromLocalInput(v.start),
      endTime: fromLocalInput(v.end),
    }),
    fieldOf: FIELD_OF,
    message: (field) => {
      if (field === 'title') return t('banners.errors.titleRequired');
      if (field === 'image') return t('banners.errors.imageRequired');
      if (field === 'link') return t('banners.errors.link');
      if (field === 'sort') return t('goods.errors.wholeNumber');
      return field === 'schedule' ? t('banners.errors.schedule') : undefined;
    },
  });
  const { titles, image, type } = form.values;
  const errors = {
    title: form.errorOf('title'),
    image: form.errorOf('image'),
    schedule: form.errorOf('schedule'),
  };
  const setTitles = (update: (x: Titles) => Titles) =>
    form.setFieldValue('titles', update(form.values.titles));

  const submit = useSaveAndClose(save, { saved: () => t('banners.saved'), onClose, uploading: isUploading });

  return (
    <FormModal
      title={banner ? t('banners.editTitle') : t('banners.newTitle')}
      size="xl"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      className={classes.modalStack}
      testId="banner-form"
      pending={save.isPending}
      submitTestId="banner-save"
    >
      <ImageUploadList
        images={image}
        onChange={(images) => form.setFieldValue('image', images)}
        max={1}
        moduleName="banner"
        label={t('banners.fields.image')}
        error={errors.image}
        onBusyChange={setUploading}
      />
      <div className={classes.formGrid}>
        <TextInput
          className={classes.wide}
          label={t('banners.fields.title')}
          required
          value={titles.en?.title ?? ''}
          maxLength={120}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTitles((x) => ({ ...x, en: { title: value } }));
          }}
          error={errors.title}
          lang="en"
          dir="auto"
          data-testid="banner-title"
        />
        <TextInput
          className={classes.wide}
          label={t('banners.fields.link')}
          description={t('banners.fields.linkHint')}
          placeholder="/discounted"
          {...form.getInputProps('link')}
          maxLength={CATALOG_LIMITS.linkMax}
          dir="ltr"
          data-testid="banner-link"
        />
        <div className={classes.fieldBlock}>
          <span id="banner-type-label" className={classes.fieldLabel}>
            {t('banners.fields.type')}
          </span>
          <SegmentedControl
            aria-labelledby="banner-type-label"
            fullWidth
            value={type}
            onChange={(v) => form.setFieldValue('type', v === 'wap' ? 'wap' : 'pc')}
            data={[
              { value: 'pc', label: t('banners.type.pc') },
              { value: 'wap', label: t('banners.type.wap') },
            ]}
          />
        </div>
        <SortInput label={t('banners.fields.sort')} {...form.getInputProps('sort')} />
        <TextInput
          type="datetime-local"
          label={t('banners.fields.start')}
          description={t('banners.fields.scheduleHint')}
          {...form.getInputProps('start', { withError: false })}
          dir="ltr"
          data-testid="banner-start"
        />
        <TextInput
          type="datetime-local"
          label={t('banners.fields.end')}
          description={t('banners.fields.scheduleHint')}
          {...form.getInputProps('end', { withError: false })}
          error={errors.schedule}
          dir="ltr"
          data-testid="banner-end"
        />
        <Switch
          className={classes.switchCell}
          label={t('banners.fields.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </div>
      <TranslationsPanel
        fields={[{ field: 'title', label: t('banners.fields.titleIn'), max: 120, required: true }]}
        values={titles}
        onChange={(l, field, value) => setTitles((x) => ({ ...x, [l]: { ...x[l], [field]: value } }))}
      />
    </FormModal>
  );
}
