import { Button, TextInput } from '@mantine/core';
import { accountEndpoints } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentPasswordInput } from '../../../components/account/current-password-input';
import { EmailCodeInput, SendCodeButton } from '../../../components/account/email-code-fields';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { codeProblem, useAccountMessage } from '../../../lib/account-form';
import { checkParams, useContractForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useResendWait } from '../../../lib/use-countdown';
import { useSaveEmail, useSendBindCode, useVerifTarget } from '../api/email-binding';
import { SetupSubpage } from '../../../components/account/subpage';
import classes from './account.module.css';

type Values = { email: string; password: string; code: string };

/** The code is sent after the login password, to the address to bind (localuser!beforeBind). */
const checkSending = (values: Values) =>
  checkParams(accountEndpoints.sendBindingCode.params, { email: values.email, password: values.password });

/** Where the account stands: no e-mail (no recovery), one to verify, or a verified one. */
function EmailStatus() {
  const { t } = useTranslation('account');
  const target = useVerifTarget();
  if (!target.data)
    return target.isError ? <QueryError query={target} title={t('email.loadFailed')} /> : <InlineLoader />;
  const { type, target: address, verified } = target.data;
  if (type !== 2) {
    return (
      <p className={classes.warningNote} role="note" data-testid="email-status" data-state="none">
        {t('email.none')}
      </p>
    );
  }
  return (
    <p
      className={verified ? classes.okNote : classes.warningNote}
      role="note"
      data-testid="email-status"
      data-state={verified ? 'verified' : 'unverified'}
    >
      {verified ? t('email.verified', { email: address }) : t('email.unverified', { email: address })}
    </p>
  );
}

/**
 * /userInfo/setup/email: binds (or changes, or verifies) the e-mail address password-reset codes
 * go to. The login password first, then a 6-digit code mailed to the address proves it is yours.
 */
export function EmailPage() {
  const { t } = useTranslation('account');
  const target = useVerifTarget();
  const message = useAccountMessage({ email: 'email', password: 'required', code: 'code' });
  // Binding takes the address and its code (localuser!save_email); the password only sends the code.
  const form = useContractForm({
    schema: accountEndpoints.bindEmail.params,
    initialValues: { email: '', password: '', code: '' } as Values,
    toParams: (values) => ({ email: values.email, verifcode: values.code }),
    fieldOf: { verifcode: 'code' },
    check: (values) => {
      const sending = checkSending(values);
      return { password: sending.ok ? undefined : sending.problems.password, code: codeProblem(values.code) };
    },
    message,
  });
  const { email, code } = form.values;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useResendWait();
  const sendCode = useSendBindCode();
  const save = useSaveEmail();
  const errorFor = form.errorOf;

  const handleSend = () => {
    const sending = checkSending(form.values);
    if (!form.checkFields(['email', 'password']) || !sending.ok) return;
    sendCode.mutate(sending.params, {
      onSuccess: () => {
        setSentTo(email);
        toast.success(t('email.codeSent', { email }));
        countdown.sent();
      },
      onError: countdown.refused,
    });
  };

  const handleSubmit = form.onSubmit((params) =>
    save.mutate(params, {
      onSuccess: ({ email: bound }) => {
        toast.success(t('email.bound', { email: bound }));
        form.reset();
        setSentTo(null);
      },
    }),
  );

  const current = target.data?.type === 2 ? target.data.target : '';
  return (
    <SetupSubpage titleKey="email" lead={t('email.lead')} testId="page-email">
      <EmailStatus />
      <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="email-form">
        <TextInput
          label={current ? t('email.newAddress') : t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => form.setFieldValue('email', event.currentTarget.value.replace(/\s+/g, ''))}
          maxLength={64}
          error={errorFor('email')}
          required
          data-testid="email-address"
        />
        <CurrentPasswordInput
          label={t('email.password')}
          description={t('email.passwordHint')}
          {...form.getInputProps('password')}
          data-testid="email-password"
        />
        <div className={classes.formActions}>
          <SendCodeButton
            seconds={countdown.seconds}
            loading={sendCode.isPending}
            onClick={handleSend}
            testId="email-send-code"
          />
        </div>
        {sentTo && <p className={classes.hint}>{t('email.checkInbox', { email: sentTo })}</p>}
        <EmailCodeInput
          value={code}
          onChange={(value) => form.setFieldValue('code', value)}
          error={errorFor('code')}
          testId="email-code"
        />
        <div className={classes.formActions}>
          <Button type="submit" loading={save.isPending} data-testid="email-submit">
            {current ? t('email.submitChange') : t('email.submit')}
          </Button>
        </div>
      </form>
    </SetupSubpage>
  );
}
