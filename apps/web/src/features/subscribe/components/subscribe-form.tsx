import { Button, TextInput } from '@mantine/core';
import { systemEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAddSubscribe } from '../api/add-subscribe';
import classes from './subscribe-form.module.css';

const SubscribeParams = systemEndpoints.subscribe.params;

/** The footer's e-mail check (spec §5): the server's own params schema. */
export function isValidSubscriptionEmail(email: string): boolean {
  return SubscribeParams.safeParse({ email }).success;
}

export function SubscribeForm() {
  const { t } = useTranslation();
  const form = useContractForm({ schema: SubscribeParams, initialValues: { email: '' } });
  const subscribe = useAddSubscribe();

  // A mistyped address is a toast, not a message under the footer's field.
  const handleSubmit = form.onSubmit(
    ({ email }) =>
      // Errors (already subscribed, invalid) are shown by the API client in the user's language.
      subscribe.mutate(email, {
        onSuccess: () => {
          toast.success(t('footer.subscribed'));
          form.reset();
        },
      }),
    () => toast.warning(t('mailboxCheck')),
  );

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="subscribe-form">
      <TextInput
        className={classes.input}
        type="email"
        autoComplete="email"
        aria-label={t('footer.emailLabel')}
        placeholder={t('footer.emailPlaceholder')}
        {...form.getInputProps('email', { withError: false })}
        maxLength={64}
      />
      {/* White on the footer's teal band, where a filled button of the same teal would not show. */}
      <Button type="submit" variant="white" loading={subscribe.isPending}>
        {t('footer.subscribe')}
      </Button>
    </form>
  );
}
