import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useAddSubscribe } from '../api/add-subscribe';
import classes from './subscribe-form.module.css';

// The check is the server's params schema, and so brings zod, which no first screen carries
// otherwise: every page has this footer, so the check loads when the field is focused or, at the
// latest, with the first submit.
const loadCheck = () => import('./subscription-check');

export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useAddSubscribe();

  const send = (address: string) =>
    // Errors (already subscribed, invalid) are shown by the API client in the user's language.
    subscribe.mutate(address, {
      onSuccess: () => {
        toast.success(t('footer.subscribed'));
        setEmail('');
      },
    });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    loadCheck().then(
      ({ isValidSubscriptionEmail }) => {
        // A mistyped address is a toast, not a message under the footer's field.
        if (isValidSubscriptionEmail(email)) send(email);
        else toast.warning(t('mailboxCheck'));
      },
      // Without the check (the connection dropped), the server checks the address itself.
      () => send(email),
    );
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="subscribe-form">
      <TextInput
        className={classes.input}
        type="email"
        autoComplete="email"
        aria-label={t('footer.emailLabel')}
        placeholder={t('footer.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onFocus={() => void loadCheck().catch(() => undefined)}
        maxLength={64}
      />
      {/* White on the footer's teal band, where a filled button of the same teal would not show. */}
      <Button type="submit" variant="white" loading={subscribe.isPending}>
        {t('footer.subscribe')}
      </Button>
    </form>
  );
}
