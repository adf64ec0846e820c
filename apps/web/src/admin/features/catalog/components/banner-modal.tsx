import { CATALOG_LIMITS, LANGUAGES, type AdminBannerVo, type Language } from '@caravan/contract';
import { Button, Modal, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useSaveBanner } from '../api/save-banner';
import { ADMIN_NS } from '../../../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';
import classes from './catalog.module.css';
import { ImageUploadList } from './image-upload-list';
import { TranslationsPanel } from './translations-panel';

type BannerModalProps = { banner: AdminBannerVo | null; onClose: () => void };

type Errors = Partial<Record<'title' | 'image' | 'link' | 'sort' | 'schedule', string>>;

const LINK = /^(\/(?!\/)|https:\/\/)\S*$/;

/** Creates or edits a banner: image, link, titles, order, on/off and an optional schedule. */
export function BannerModal({ banner, onClose }: BannerModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  const save = useSaveBanner();
  const [titles, setTitles] = useState<Partial<Record<Language, Record<string, string>>>>(() =>
    Object.fromEntries(LANGUAGES.map((l) => [l, { title: banner?.title[l] ?? '' }])),
  );
  const [image, setImage] = useState<string[]>(banner ? [banner.imgUrl] : []);
  const [link, setLink] = useState(banner?.link ?? '');
  const [type, setType] = useState<'pc' | 'wap'>(banner?.type ?? 'pc');
  const [sort, setSort] = useState(String(banner?.sort ?? 0));
  const [isActive, setActive] = useState(banner ? banner.isActive === 1 : true);
  const [start, setStart] = useState(toLocalInput(banner?.startTime ?? ''));
  const [end, setEnd] = useState(toLocalInput(banner?.endTime ?? ''));
  const [isUploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startIso = fromLocalInput(start);
    const endIso = fromLocalInput(end);
    const found: Errors = {
      title: titles.en?.title?.trim() ? undefined : t('banners.errors.titleRequired'),
      image: image[0] ? undefined : t('banners.errors.imageRequired'),
      link: link.trim() === '' || LINK.test(link.trim()) ? undefined : t('banners.errors.link'),
      sort:
        /^\d{1,7}$/.test(sort.trim()) && Number(sort) <= CATALOG_LIMITS.sortMax
          ? undefined
          : t('goods.errors.wholeNumber'),
      schedule: startIso && endIso && endIso <= startIso ? t('banners.errors.schedule') : undefined,
    };
    const shown = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
    setErrors(shown);
    if (Object.keys(shown).length) return;
    if (isUploading) {
      toast.warning(t('upload.stillUploading'));
      return;
    }
    save.mutate(
      {
        ...(banner ? { id: banner.id } : {}),
        title: Object.fromEntries(
          LANGUAGES.map((l) => [l, titles[l]?.title?.trim() ?? '']).filter(([, v]) => v),
        ),
        imgUrl: image[0] ?? '',
        link: link.trim(),
        type,
        sort: Number(sort),
        isActive: isActive ? 1 : 0,
        startTime: startIso,
        endTime: endIso,
      },
      {
        onSuccess: () => {
          toast.success(t('banners.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={banner ? t('banners.editTitle') : t('banners.newTitle')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form onSubmit={handleSubmit} noValidate className={classes.modalStack} data-testid="banner-form">
        <ImageUploadList
          images={image}
          onChange={setImage}
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
            value={link}
            maxLength={CATALOG_LIMITS.linkMax}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={errors.link}
            dir="ltr"
            data-testid="banner-link"
          />
          <div className={classes.fieldBlock}>
            <span className={classes.fieldLabel}>{t('banners.fields.type')}</span>
            <SegmentedControl
              fullWidth
              value={type}
              onChange={(v) => setType(v === 'wap' ? 'wap' : 'pc')}
              data={[
                { value: 'pc', label: t('banners.type.pc') },
                { value: 'wap', label: t('banners.type.wap') },
              ]}
            />
          </div>
          <TextInput
            label={t('banners.fields.sort')}
            description={t('categories.fields.sortHint')}
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value)}
            error={errors.sort}
            dir="ltr"
          />
          <TextInput
            type="datetime-local"
            label={t('banners.fields.start')}
            description={t('banners.fields.scheduleHint')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            dir="ltr"
            data-testid="banner-start"
          />
          <TextInput
            type="datetime-local"
            label={t('banners.fields.end')}
            description={t('banners.fields.scheduleHint')}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.schedule}
            dir="ltr"
            data-testid="banner-end"
          />
          <Switch
            className={classes.switchCell}
            label={t('banners.fields.active')}
            checked={isActive}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        </div>
        <TranslationsPanel
          fields={[{ field: 'title', label: t('banners.fields.titleIn'), max: 120, required: true }]}
          values={titles}
          onChange={(l, field, value) => setTitles((x) => ({ ...x, [l]: { ...x[l], [field]: value } }))}
        />
        <div className={classes.modalActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="banner-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
