import { Alert, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { ID_DOCUMENTS, KYC_LIMITS, KYC_STATUS, kycEndpoints, type KycVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IdentityFields } from '../../../components/account/identity-fields';
import { type IdentityPhoto } from '../../../components/account/identity-photos';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { QueryError } from '../../../components/ui/states';
import { PageLoader } from '../../../components/ui/page-loader';
import { uploadProblems, uploadsBusy, useContractForm } from '../../../lib/form';
import { usePromoteUrl } from '../../../lib/promote-links';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SELLER_PANEL_PATH } from '../../../lib/user-centre-paths';
import { useKyc, useRegisterShop } from '../api/kyc';
import classes from './seller-apply.module.css';

type PhotoField = 'idimg_1' | 'idimg_2' | 'idimg_3';
const PHOTO_FIELDS = { front: 'idimg_1', back: 'idimg_2', handHeld: 'idimg_3' } as const satisfies Record<
  IdentityPhoto,
  PhotoField
>;

type Values = {
  storeName: string;
  storeLogo: string | null;
  storeRemark: string;
  contact: string;
  nationality: string;
  idname: string;
  idnumber: string;
  name: string;
  idimg_1: string | null;
  idimg_2: string | null;
  idimg_3: string | null;
  /** Uploads under way, by field. */
  uploading: string[];
};

/** A rejected application's values, to correct; a fresh form otherwise. The number is never resent masked. */
function initialValues(kyc: KycVo | undefined): Values {
  const again = kyc?.status === KYC_STATUS.rejected;
  return {
    storeName: again ? kyc.storeName : '',
    storeLogo: again && kyc.storeLogo ? kyc.storeLogo : null,
    storeRemark: again ? kyc.storeRemark : '',
    contact: again ? kyc.contact : '',
    nationality: kyc?.nationalityId ? String(kyc.nationalityId) : '',
    idname: kyc?.idname || 'passport',
    idnumber: '',
    name: kyc?.name ?? '',
    idimg_1: again ? kyc.idimg_1 : null,
    idimg_2: again ? kyc.idimg_2 : null,
    idimg_3: again ? kyc.idimg_3 : null,
    uploading: [],
  };
}

function ApplicationForm({ kyc }: { kyc: KycVo | undefined }) {
  const { t } = useTranslation('account');
  const register = useRegisterShop();
  const form = useContractForm({
    schema: kycEndpoints.register.params,
    initialValues: initialValues(kyc),
    toParams: (v: Values) => ({
      storeName: v.storeName,
      storeLogo: v.storeLogo ?? '',
      storeRemark: v.storeRemark,
      contact: v.contact,
      nationality: v.nationality,
      idname: v.idname,
      idnumber: v.idnumber,
      name: v.name,
      idimg_1: v.idimg_1 ?? '',
      idimg_2: v.idimg_2 ?? '',
      idimg_3: v.idimg_3 ?? '',
    }),
    check: (v) => uploadProblems(v.uploading),
    message: (field, problem, v) => {
      if (v.uploading.includes(field)) return t('sellerApply.waitUploads');
      if (field.startsWith('idimg_') && problem.kind === 'required') return t('sellerApply.photoMissing');
      return undefined;
    },
  });
  const values = form.values;
  const busy = uploadsBusy(values.uploading, (fields) => form.setFieldValue('uploading', fields));

  const submit = form.onSubmit((params) =>
    register.mutate(params, {
      onSuccess: () => {
        toast.success(t('sellerApply.sent'));
        window.scrollTo({ top: 0 });
      },
    }),
  );

  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid="seller-apply-form">
      <fieldset className={classes.section}>
        <legend>{t('sellerApply.shopSection')}</legend>
        <TextInput
          label={t('sellerApply.storeName')}
          description={t('sellerApply.storeNameHint')}
          required
          maxLength={KYC_LIMITS.storeName}
          {...form.getInputProps('storeName')}
          data-testid="apply-store-name"
        />
        <ImageUploadField
          moduleName="shop"
          label={t('sellerApply.storeLogo')}
          hint={t('sellerApply.storeLogoHint')}
          required={false}
          value={values.storeLogo}
          currentPreview={values.storeLogo ?? undefined}
          onChange={(url) => form.setFieldValue('storeLogo', url)}
          onBusyChange={busy('storeLogo')}
          error={form.errorOf('storeLogo')}
          testId="apply-logo"
        />
        <Textarea
          label={t('sellerApply.storeRemark')}
          description={t('sellerApply.storeRemarkHint')}
          required
          autosize
          minRows={3}
          maxLength={KYC_LIMITS.storeRemark}
          {...form.getInputProps('storeRemark')}
          data-testid="apply-store-remark"
        />
        <TextInput
          label={t('sellerApply.contact')}
          description={t('sellerApply.contactHint')}
          required
          maxLength={KYC_LIMITS.contact}
          {...form.getInputProps('contact')}
          data-testid="apply-contact"
        />
      </fieldset>

      <fieldset className={classes.section}>
        <legend>{t('sellerApply.identitySection')}</legend>
        <IdentityFields
          form={form}
          fields={{ name: 'name', country: 'nationality', number: 'idnumber', photos: PHOTO_FIELDS }}
          onBusyChange={busy}
          moduleName="identity"
          maxLength={{ name: KYC_LIMITS.realName, number: KYC_LIMITS.idNumber }}
          texts={{
            name: t('sellerApply.name'),
            country: t('sellerApply.nationality'),
            number: t('sellerApply.idnumber'),
            privacy: t('sellerApply.photosPrivacy'),
            hint: t('sellerApply.photoHint'),
            front: t('sellerApply.front'),
            back: t('sellerApply.back'),
            handHeld: t('sellerApply.handHeld'),
          }}
          testIds={{
            name: 'apply-name',
            country: 'apply-nationality',
            number: 'apply-id-number',
            photos: 'apply',
          }}
          documentKind={
            <NativeSelect
              label={t('sellerApply.idname')}
              required
              data={ID_DOCUMENTS.map((kind) => ({ value: kind, label: t(`sellerApply.documents.${kind}`) }))}
              {...form.getInputProps('idname')}
              data-testid="apply-document"
            />
          }
        />
      </fieldset>

      <Button type="submit" size="md" loading={register.isPending} data-testid="apply-submit">
        {kyc?.status === KYC_STATUS.rejected ? t('sellerApply.resubmit') : t('sellerApply.submit')}
      </Button>
    </form>
  );
}

function Status({ kyc }: { kyc: KycVo }) {
  const { t } = useTranslation('account');
  if (kyc.status === KYC_STATUS.pending) {
    return (
      <Alert color="blue" title={t('sellerApply.status.pendingTitle')} data-testid="apply-status-pending">
        <p className={classes.statusText}>
          {t('sellerApply.status.pendingBody', { time: isolateLtr(formatDateTime(kyc.applyTime)) })}
        </p>
        <dl className={classes.summary}>
          {kyc.storeName && (
            <div>
              <dt>{t('sellerApply.summary.shop')}</dt>
              <dd dir="auto">{kyc.storeName}</dd>
            </div>
          )}
          <div>
            <dt>{t('sellerApply.summary.document')}</dt>
            <dd>
              {kyc.idname && t(`sellerApply.documents.${kyc.idname as (typeof ID_DOCUMENTS)[number]}`)} ·{' '}
              <span dir="ltr">{kyc.idnumber}</span> · {kyc.nationality}
            </dd>
          </div>
        </dl>
      </Alert>
    );
  }
  if (kyc.status === KYC_STATUS.approved && kyc.hasShop) {
    return (
      <Alert color="green" title={t('sellerApply.status.approvedTitle')} data-testid="apply-status-approved">
        <p className={classes.statusText}>
          {t('sellerApply.status.approvedBody', {
            shop: kyc.storeName,
            time: isolateLtr(formatDateTime(kyc.decideTime)),
          })}
        </p>
        <Button component={Link} to={SELLER_PANEL_PATH} data-testid="apply-open-panel">
          {t('sellerApply.status.openPanel')}
        </Button>
      </Alert>
    );
  }
  if (kyc.status === KYC_STATUS.approved) {
    return (
      <Alert color="green" title={t('sellerApply.status.verifiedTitle')}>
        {t('sellerApply.status.verifiedBody')}
      </Alert>
    );
  }
  if (kyc.status === KYC_STATUS.rejected) {
    return (
      <Alert color="red" title={t('sellerApply.status.rejectedTitle')} data-testid="apply-status-rejected">
        <p className={classes.statusText} dir="auto">
          {t('sellerApply.status.rejectedBody', { reason: kyc.reason })}
        </p>
        <p className={classes.statusText}>{t('sellerApply.status.rejectedFix')}</p>
      </Alert>
    );
  }
  return null;
}

/**
 * /userInfo/seller-apply: becoming a seller (issue 18). The shop and the identity behind it in one
 * application; then where it stands: in review, approved (the seller panel opens), or rejected with
 * the reviewer's reason and the form to correct it.
 */
export function SellerApplyPage() {
  const { t } = useTranslation('account');
  const { t: tPages } = useTranslation('pages');
  const kyc = useKyc();
  const promoteUrl = usePromoteUrl();
  useDocumentTitle(tPages('titles.sellerApply'));
  const data = kyc.data;
  const showForm =
    data !== undefined &&
    (data.status === KYC_STATUS.none ||
      data.status === KYC_STATUS.rejected ||
      (data.status === KYC_STATUS.approved && !data.hasShop));
  return (
    <div className={classes.panel} data-testid="page-seller-apply">
      <h1 className={classes.title}>{tPages('titles.sellerApply')}</h1>
      <p className={classes.lead}>
        {t('sellerApply.lead')}{' '}
        <a href={promoteUrl()} target="_blank" rel="noopener noreferrer">
          {t('sellerApply.howItWorks')}
        </a>
      </p>
      {kyc.isError ? (
        <QueryError query={kyc} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <Status kyc={data} />
          {showForm && <ApplicationForm key={data.status} kyc={data} />}
        </>
      )}
    </div>
  );
}
