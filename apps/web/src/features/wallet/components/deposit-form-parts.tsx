import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cleanAmountInput } from '../../../lib/amount-text';
import type { FieldProblems } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSubmitDeposit } from '../api/deposit';
import { useReturnToWallet } from '../lib/use-return-to-wallet';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { WALLET_PATH } from '../../../lib/user-centre-paths';
import { ChoiceChips, type Choice } from './wallet-parts';
import classes from './wallet.module.css';

type DepositInput = Parameters<ReturnType<typeof useSubmitDeposit>['mutate']>[0];

/**
 * Sends a crypto or bank deposit: once accepted, says so and opens the wallet's deposits; once a
 * recharge call is refused, goes back to the wallet (spec §4).
 */
export function useDepositSubmission() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const submit = useSubmitDeposit();
  const back = useReturnToWallet(WALLET_PATH);
  const send = (input: DepositInput) =>
    submit.mutate(input, {
      onSuccess: ({ order_no }) => {
        toast.success(t('recharge.submitted', { orderNo: order_no }));
        navigate(`${WALLET_PATH}?tab=deposits`);
      },
      onError: back.start,
    });
  return { send, pending: submit.isPending, returning: back.returning };
}

/** A crypto or bank deposit's certificate, as its form holds it. */
export type CertificateValues = {
  /** The uploaded certificate's URL. */
  img: string | null;
  /** Whether one is still uploading (the form waits for it). */
  uploading: boolean;
};

/**
 * The certificate rule of a deposit form (useContractForm's `check` and `message` for `img`): the
 * endpoint takes a deposit without one, but finance needs it, and one still uploading is waited for.
 */
export function useCertificateRule() {
  const { t } = useTranslation('wallet');
  return {
    check: ({ img }: CertificateValues): FieldProblems => (img ? {} : { img: { kind: 'required' } }),
    message: ({ uploading }: CertificateValues) => t(uploading ? 'upload.uploading' : 'upload.certificate'),
  };
}

/** A deposit's form, as far as its certificate goes. */
type CertificateForm = {
  values: CertificateValues;
  setValues: (values: Partial<CertificateValues>) => void;
  errorOf: (field: 'img') => string | undefined;
};

/** A deposit form's certificate upload, with its problem (useCertificateRule) beside it. */
export function DepositCertificate({ form }: { form: CertificateForm }) {
  const { t } = useTranslation('wallet');
  return (
    <ImageUploadField
      moduleName="certificate"
      label={t('upload.label')}
      hint={t('upload.hint')}
      testId="certificate-upload"
      value={form.values.img}
      onChange={(img) => form.setValues({ img })}
      onBusyChange={(uploading) => form.setValues({ uploading })}
      error={form.errorOf('img')}
    />
  );
}

/**
 * The amount of a deposit or withdrawal: a decimal keypad on phones, and only digits and one
 * decimal point can be typed (a comma becomes a point).
 */
export function AmountInput({
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (amount: string) => void }) {
  return (
    <TextInput
      inputMode="decimal"
      required
      {...props}
      onChange={(event) => onChange(cleanAmountInput(event.currentTarget.value))}
    />
  );
}

/** One step of a deposit form: a heading, and a row of chips to pick one of. */
export function ChoiceStep<V extends string>({
  title,
  choices,
  value,
  onChange,
  children,
}: {
  title: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** Under the chips. */
  children?: ReactNode;
}) {
  return (
    <div className={classes.step}>
      <h2 className={classes.stepTitle}>{title}</h2>
      <ChoiceChips label={title} choices={choices} value={value} onChange={onChange} />
      {children}
    </div>
  );
}
