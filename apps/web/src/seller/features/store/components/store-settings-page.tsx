import { Button, Skeleton, Textarea, TextInput } from '@mantine/core';
import { sellerPanelEndpoints, SELLER_LIMITS, SHOP_PICTURES, type ShopProfileVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../../components/ui/image-upload-field';
import { StoreIcon } from '../../../../components/ui/icons';
import { QueryError } from '../../../../components/ui/states';
import { uploadProblems, uploadsBusy, useContractForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useShopProfile } from '../api/shop-profile';
import { useUpdateShop } from '../api/update-shop';
import panel from '../../../components/panel.module.css';
import { useCropStep } from './crop-dialog';
import classes from './store.module.css';

const LOGO_SIZE = 512;
const BANNER_WIDTH = 1600;
const BANNER_ASPECT = 4;

type Values = {
  name: string;
  avatar: string | null;
  banner: string | null;
  shopRemark: string;
  contact: string;
  uploading: string[];
};

function initialValues(shop: ShopProfileVo): Values {
  return {
    name: shop.name,
    avatar: shop.avatar,
    banner: shop.banner,
    shopRemark: shop.shopRemark ?? '',
    contact: shop.contact ?? '',
    uploading: [],
  };
}

/** What the store's header will look like: the banner, the logo and the name. */
function Preview({ values }: { values: Values }) {
  const { t } = useTranslation('seller');
  return (
    <figure className={classes.preview} aria-label={t('storeSettings.preview')} data-testid="store-preview">
      <div className={classes.previewBanner}>{values.banner ? <img src={values.banner} alt="" /> : null}</div>
      <figcaption className={classes.previewHead}>
        <span className={classes.previewLogo}>
          {values.avatar ? <img src={values.avatar} alt="" /> : <StoreIcon size={28} />}
        </span>
        <strong dir="auto">{values.name || t('storeSettings.namePlaceholder')}</strong>
      </figcaption>
    </figure>
  );
}

function SettingsForm({ shop }: { shop: ShopProfileVo }) {
  const { t } = useTranslation('seller');
  const update = useUpdateShop();
  const logoCrop = useCropStep({ aspect: 1, maxWidth: LOGO_SIZE, title: t('storeSettings.cropLogo') });
  const bannerCrop = useCropStep({
    aspect: BANNER_ASPECT,
    maxWidth: BANNER_WIDTH,
    title: t('storeSettings.cropBanner'),
  });
  const form = useContractForm({
    schema: sellerPanelEndpoints.updateProfile.params,
    initialValues: initialValues(shop),
    toParams: (v: Values) => ({
      name: v.name,
      avatar: v.avatar ?? '',
      banner: v.banner ?? '',
      shopRemark: v.shopRemark,
      contact: v.contact,
      // A picture removed is said so: an empty field means "unchanged" to the server.
      clear: SHOP_PICTURES.filter((field) => v[field] === null && shop[field] !== null).join(','),
    }),
    check: (v) => ({
      ...(v.shopRemark.trim() ? {} : { shopRemark: { kind: 'required' as const } }),
      ...(v.contact.trim() ? {} : { contact: { kind: 'required' as const } }),
      ...uploadProblems(v.uploading),
    }),
    message: (field, _problem, v) =>
      v.uploading.includes(field) ? t('storeSettings.waitUploads') : undefined,
  });
  const values = form.values;
  const busy = uploadsBusy(values.uploading, (fields) => form.setFieldValue('uploading', fields));
  const changed =
    form.isDirty('name') ||
    form.isDirty('avatar') ||
    form.isDirty('banner') ||
    form.isDirty('shopRemark') ||
    form.isDirty('contact');
  const submit = form.onSubmit((params) => {
    // Only what changed is sent; a picture left as it was keeps its stored address.
    const initial = initialValues(shop);
    const sent = Object.fromEntries(
      Object.entries(params).filter(
        ([key, value]) => value !== undefined && value !== initial[key as keyof Values],
      ),
    );
    update.mutate(sent, {
      onSuccess: (saved) => {
        toast.success(t('storeSettings.saved'));
        form.setInitialValues(initialValues(saved));
        form.setValues(initialValues(saved));
        form.resetDirty(initialValues(saved));
      },
    });
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid="store-settings-form">
      <Preview values={values} />
      <section className={panel.card}>
        <h2 className={panel.cardTitle}>{t('storeSettings.pictures')}</h2>
        <div className={classes.pictures}>
          <ImageUploadField
            moduleName="shop"
            label={t('storeSettings.logo')}
            hint={t('storeSettings.logoHint')}
            value={values.avatar}
            currentPreview={values.avatar ?? undefined}
            onChange={(url) => form.setFieldValue('avatar', url)}
            onBusyChange={busy('avatar')}
            prepare={logoCrop.prepare}
            required={false}
            error={form.errorOf('avatar')}
            testId="store-logo"
          />
          <ImageUploadField
            moduleName="shop"
            label={t('storeSettings.banner')}
            hint={t('storeSettings.bannerHint')}
            value={values.banner}
            currentPreview={values.banner ?? undefined}
            onChange={(url) => form.setFieldValue('banner', url)}
            onBusyChange={busy('banner')}
            prepare={bannerCrop.prepare}
            required={false}
            error={form.errorOf('banner')}
            testId="store-banner"
          />
        </div>
      </section>
      <section className={panel.card}>
        <h2 className={panel.cardTitle}>{t('storeSettings.details')}</h2>
        <TextInput
          label={t('storeSettings.name')}
          maxLength={SELLER_LIMITS.nameMax}
          {...form.getInputProps('name')}
          data-testid="store-name"
        />
        <Textarea
          label={t('storeSettings.description')}
          description={t('storeSettings.descriptionHint', { max: SELLER_LIMITS.shopRemarkMax })}
          autosize
          minRows={4}
          maxLength={SELLER_LIMITS.shopRemarkMax}
          {...form.getInputProps('shopRemark')}
          data-testid="store-remark"
        />
        <TextInput
          label={t('storeSettings.contact')}
          description={t('storeSettings.contactHint')}
          maxLength={SELLER_LIMITS.contactMax}
          {...form.getInputProps('contact')}
          data-testid="store-contact"
        />
      </section>
      <div className={classes.actions}>
        <Button
          variant="default"
          disabled={!changed || update.isPending}
          onClick={form.reset}
          data-testid="store-reset"
        >
          {t('storeSettings.reset')}
        </Button>
        <Button type="submit" disabled={!changed} loading={update.isPending} data-testid="store-save">
          {t('storeSettings.save')}
        </Button>
      </div>
      {logoCrop.dialog}
      {bannerCrop.dialog}
    </form>
  );
}

/** /seller/store: the shop's logo and banner (cropped, then uploaded with progress), name, description and contact. */
export function StoreSettingsPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.storeSettings'));
  const shop = useShopProfile();
  return (
    <div className={panel.page} data-testid="seller-store">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.storeSettings')}</h1>
          <p className={panel.intro}>{t('storeSettings.intro')}</p>
        </div>
      </div>
      {shop.isError ? (
        <QueryError query={shop} title={t('storeSettings.failed')} />
      ) : shop.isPending ? (
        <Skeleton height={360} radius={12} />
      ) : (
        <SettingsForm key={shop.data.id} shop={shop.data} />
      )}
    </div>
  );
}
