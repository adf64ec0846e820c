import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatHost } from '../../../app/layouts/chat-host';
import { closeChat } from '../../../components/chat/chat-opener';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { serveActions } from '../../../test/serve-actions';
import { WapMinePage } from './wap-mine-page';

// The dialog is a lazy chunk: loaded once here, so the test's budget does not pay for compiling it.
beforeAll(async () => {
  await import('../../chat/components/chat-dialog');
});

afterEach(() => act(() => closeChat()));

describe('the mobile site’s "me" tab', () => {
  it('opens the customer-service chat', async () => {
    window.history.replaceState(null, '', '/wap/mine');
    serveActions({ 'syspara!getSyspara': () => okReply({}) });
    renderWithProviders(
      <>
        <WapMinePage />
        <ChatHost />
      </>,
      { route: '/mine' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat' });
    // A visitor is asked to log in, on the mobile site.
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fmine',
    );
  });
});
