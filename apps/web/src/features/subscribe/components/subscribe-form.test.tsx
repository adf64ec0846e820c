import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { getToasts } from '../../../lib/toast';
import { SubscribeForm, isValidSubscriptionEmail } from './subscribe-form';

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
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const submit = (email: string) => {
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };

  it('warns with mailboxCheck and sends nothing when the address does not match', () => {
    renderWithProviders(<SubscribeForm />);
    submit('ab@x');
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['warning', 'Please enter a valid e-mail address'],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes and confirms on code "0"', async () => {
    fetchMock.mockResolvedValueOnce(okReply(null));
    renderWithProviders(<SubscribeForm />);
    submit('buyer@example.com');
    await waitFor(() => expect(getToasts().map((t) => t.kind)).toContain('success'));
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://x').searchParams.get('email')).toBe('buyer@example.com');
  });

  it('does not confirm when the address is already subscribed', async () => {
    fetchMock.mockResolvedValueOnce(errorReply('1', 'SUBSCRIBE_ALREADY_SUBSCRIBED', 'already'));
    renderWithProviders(<SubscribeForm />);
    submit('buyer@example.com');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(getToasts().map((t) => t.kind)).not.toContain('success');
  });
});
