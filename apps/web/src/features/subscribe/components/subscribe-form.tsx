import { Button, TextInput } from '@mantine/core';
import { SUBSCRIBE_EMAIL_PATTERN } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useAddSubscribe } from '../api/add-subscribe';
import classes from './subscribe-form.module.css';

/** The footer's e-mail check (spec §5), the same pattern the server applies. */
export function isValidSubscriptionEmail(email: string): boolean {
  return SUBSCRIBE_EMAIL_PATTERN.test(email.trim());
}

export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useAddSubscribe();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidSubscriptionEmail(value)) {
      toast.warning(t('mailboxCheck'));
      return;
    }
    // Errors (already subscribed, invalid) are shown by the API client in the user's language.
    subscribe.mutate(value, {
      onSuccess: () => {
        toast.success(t('footer.subscribed'));
        setEmail('');
      },
    });
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
        maxLength={64}
      />
      <Button type="submit" loading={subscribe.isPending}>
        {t('footer.subscribe')}
      </Button>
    </form>
  );
}
