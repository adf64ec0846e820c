import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox } from '@mantine/core';
import { CREDIT_LIMITS, creditEndpoints, type CreditConfigVo, type EndpointReply } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IdentityFields } from '../../../components/account/identity-fields';
import { type IdentityPhoto } from '../../../components/account/identity-photos';
import { uploadProblems, uploadsBusy, useContractForm, type FieldProblems } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { MY_LOAN_PATH } from '../../../lib/user-centre-paths';
import { useApplyCredit } from '../api/apply-credit';
import { amountBounds, amountProblem, quoteLoan, termsOf } from '../lib/loan-quote';
import { AmountField, amountMessage, TermField } from './loan-fields';
import { LoanTerms } from './loan-terms';
import classes from './credit.module.css';

type PhotoField = 'imgCertificateFace' | 'imgCertificateBack' | 'imgCertificateHand';
const PHOTO_FIELDS = {
  front: 'imgCertificateFace',
  back: 'imgCertificateBack',
  handHeld: 'imgCertificateHand',
} as const satisfies Record<IdentityPhoto, PhotoField>;

/** A failed loan's answers (credit!beforereapply). */
export type PreviousApplication = EndpointReply<typeof creditEndpoints.beforeReapply>;
/** The caller's verified identity (credit!beforeapply), to start a new application from. */
export type VerifiedIdentity = EndpointReply<typeof creditEndpoints.beforeApply>;

type Values = {
  realName: string;
  countryId: string;
  identification: string;
  imgCertificateFace: string | null;
  imgCertificateBack: string | null;
  imgCertificateHand: string | null;
  amount: string;
  term: string;
  agreed: boolean;
  /** Uploads under way, by field. */
  uploading: string[];
};

/** A term offered now, from a wish (the calculator's, a failed loan's); the shortest otherwise. */
function offeredTerm(offer: CreditConfigVo, wish: string | number | null | undefined): string {
  const terms = termsOf(offer);
  const days = Number(wish);
  return String(terms.includes(days) ? days : (terms[0] ?? ''));
}

/**
 * The form's start: a failed loan's answers to correct (its photos kept unless replaced), or the
 * verified identity (its name, document and photos, kept unless changed); the amount and term
 * carried from the calculator, or the offer's least amount and shortest term.
 */
function initialValues(
  offer: CreditConfigVo,
  previous: PreviousApplication | undefined,
  verified: VerifiedIdentity | undefined,
  wish: { amount: string | null; term: string | null },
): Values {
  const amount = previous ? String(previous.applyAmount) : wish.amount;
  const identity = previous ?? verified;
  return {
    realName: identity?.realName ?? '',
    countryId: identity?.countryId ? String(identity.countryId) : '',
    identification: identity?.identification ?? '',
    imgCertificateFace: identity?.imgCertificateFace || null,
    imgCertificateBack: identity?.imgCertificateBack || null,
    imgCertificateHand: identity?.imgCertificateHand || null,
    amount: amount && /^\d{1,10}$/.test(amount) ? amount : String(amountBounds(offer).min),
    term: offeredTerm(offer, previous ? previous.creditPeriod : wish.term),
    agreed: false,
    uploading: [],
  };
}

type ApplicationFormProps = {
  offer: CreditConfigVo;
  previous: PreviousApplication | undefined;
  verified?: VerifiedIdentity | undefined;
  wish: { amount: string | null; term: string | null };
};

/**
 * The loan application: the identity (name, document's country and number, three private photos;
 * filled in from the verified identity when there is one),
 * the amount and term, every cost disclosed as they are typed, and the agreement to them. Sent as
 * credit!apply's params (with `creditId` when correcting a failed loan); then on to the loan.
 */
export function ApplicationForm({ offer, previous, verified, wish }: ApplicationFormProps) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const navigate = useNavigate();
  const apply = useApplyCredit();
  // "If approved today": the moment the form opened.
  const [now] = useState(() => new Date());
  const form = useContractForm({
    schema: creditEndpoints.apply.params,
    initialValues: initialValues(offer, previous, verified, wish),
    toParams: (v: Values) => ({
      realName: v.realName,
      creditPeriod: v.term,
      applyAmount: v.amount,
      countryId: v.countryId,
      identification: v.identification,
      imgCertificateFace: v.imgCertificateFace ?? '',
      imgCertificateBack: v.imgCertificateBack ?? '',
      imgCertificateHand: v.imgCertificateHand ?? '',
      creditId: previous?.creditId,
    }),
    fieldOf: { creditPeriod: 'term', applyAmount: 'amount' },
    // What the schema cannot know: the offer's range and terms, uploads under way, the agreement.
    check: (v) => {
      const problems: FieldProblems = uploadProblems(v.uploading);
      if (amountProblem(v.amount, offer)) problems.amount = { kind: 'rule' };
      if (!termsOf(offer).includes(Number(v.term))) problems.term = { kind: 'rule' };
      if (!v.agreed) problems.agreed = { kind: 'rule' };
      return problems;
    },
    message: (field, problem, v) => {
      if (field === 'amount') {
        const wrong = amountProblem(v.amount, offer);
        return wrong ? amountMessage(wrong, offer, t, lang) : undefined;
      }
      if (field === 'term') return t('application.termInvalid');
      if (field === 'agreed') return t('application.agreementRequired');
      if (v.uploading.includes(field)) return t('application.waitUploads');
      if (field.startsWith('imgCertificate') && problem.kind === 'required')
        return t('application.photoMissing');
      if (field === 'identification' && problem.kind === 'rule')
        return t('application.identificationInvalid');
      return undefined;
    },
  });
  const values = form.values;
  const busy = uploadsBusy(values.uploading, (fields) => form.setFieldValue('uploading', fields));

  const submit = form.onSubmit(
    (params) => {
      if (apply.isPending) return;
      apply.mutate(params, {
        onSuccess: () => {
          toast.success(t('application.sent'));
          void navigate(MY_LOAN_PATH);
        },
      });
    },
    // The spec's own words when the agreement is not ticked (beside the box as well).
    (errors) => {
      if (errors.agreed) toast.warning(t('application.agreementRequired'));
    },
  );

  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid="credit-application-form">
      {previous && (
        <div className={classes.danger} data-testid="reapply-reason">
          <p>
            <strong>{t('application.reapplyTitle')}</strong>
          </p>
          {previous.reason && <p dir="auto">{t('application.reapplyReason', { reason: previous.reason })}</p>}
          <p>{t('application.reapplyHint')}</p>
        </div>
      )}
      <fieldset className={classes.fieldset}>
        <legend>{t('application.identitySection')}</legend>
        {verified && (
          <p className={classes.note} data-testid="loan-identity-prefilled">
            {t('application.fromVerifiedIdentity')}
          </p>
        )}
        <IdentityFields
          form={form}
          fields={{ name: 'realName', country: 'countryId', number: 'identification', photos: PHOTO_FIELDS }}
          onBusyChange={busy}
          moduleName="loan"
          maxLength={{ name: CREDIT_LIMITS.realName, number: CREDIT_LIMITS.identification }}
          texts={{
            name: t('application.realName'),
            nameHint: t('application.realNameHint'),
            country: t('application.nationality'),
            number: t('application.identification'),
            privacy: t('application.photosPrivacy'),
            hint: t('application.photoHint'),
            front: t('application.front'),
            back: t('application.back'),
            handHeld: t('application.handHeld'),
          }}
          testIds={{
            name: 'loan-real-name',
            country: 'loan-country',
            number: 'loan-identification',
            photos: 'loan',
          }}
          nameFirst
        />
      </fieldset>

      <fieldset className={classes.fieldset}>
        <legend>{t('application.loanSection')}</legend>
        <div className={classes.fields}>
          <AmountField
            offer={offer}
            value={values.amount}
            onChange={(amount) => form.setFieldValue('amount', amount)}
            error={form.errorOf('amount')}
            testId="loan-amount"
          />
          <TermField
            offer={offer}
            value={values.term}
            onChange={(term) => form.setFieldValue('term', term)}
            error={form.errorOf('term')}
            testId="loan-term"
          />
        </div>
        <LoanTerms
          offer={offer}
          quote={quoteLoan(offer, values.amount, Number(values.term), now)}
          level={2}
        />
      </fieldset>

      <Checkbox
        label={t('application.agreement')}
        {...form.getInputProps('agreed', { type: 'checkbox' })}
        // Mantine marks a lone checkbox's error (announced as it appears) but not the box itself.
        aria-invalid={Boolean(form.errors.agreed)}
        data-testid="loan-agreement"
      />
      <Button type="submit" size="md" loading={apply.isPending} data-testid="loan-submit">
        {previous ? t('application.resubmit') : t('application.submit')}
      </Button>
    </form>
  );
}
