import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { getToasts } from '../../../lib/toast';
import { SubscribeForm } from './subscribe-form';
import { isValidSubscriptionEmail } from './subscription-check';

describe('isValidSubscriptionEmail', () => {
  it.each(['buyer@example.com', 'a.b-c@shop.co.uk', 'abc123@mail.org'])('accepts %s', (email) =>
    expect(isValidSubscriptionEmail(email)).toBe(true),
  );

  it.each(['ab@example.com', '.abc@example.com', 'buyer@example', 'buyer@example.COM', 'not an email', ''])(
    'refuses %s',
    (email) => expect(isValidSubscriptionEmail(email)).toBe(false),
  );
});

describe('SubscribeForm', () => {
  const submit = (email: string) => {
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };

  it('warns with mailboxCheck and sends nothing when the address does not match', async () => {
    const api = serveActions({});
    renderWithProviders(<SubscribeForm />);
    submit('ab@x');
    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
        ['warning', 'Please enter a valid e-mail address'],
      ]),
    );
    expect(api.calls).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('ab@x');
  });

  it('subscribes and confirms on code "0"', async () => {
    const api = serveActions({ 'subscribe!add': () => okReply(null) });
    renderWithProviders(<SubscribeForm />);
    submit('buyer@example.com');
    await waitFor(() => expect(getToasts().map((t) => t.kind)).toContain('success'));
    expect(api.calls[0]?.params.get('email')).toBe('buyer@example.com');
    // The field is emptied for the next address.
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('');
  });

  it('does not confirm when the address is already subscribed', async () => {
    const api = serveActions({
      'subscribe!add': () => errorReply('1', 'SUBSCRIBE_ALREADY_SUBSCRIBED', 'already'),
    });
    renderWithProviders(<SubscribeForm />);
    submit('buyer@example.com');
    await waitFor(() => expect(api.calls).not.toHaveLength(0));
    // The refusal has been handled once the API client shows it.
    await waitFor(() => expect(getToasts().map((t) => t.kind)).toContain('error'));
    expect(getToasts().map((t) => t.kind)).not.toContain('success');
  });
});
