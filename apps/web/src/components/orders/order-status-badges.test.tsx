import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { refundBadge, statusBadge } from './order-status';
import { OrderStatusBadges } from './order-status-badges';

describe('order status badges', () => {
  it('gives each status its tone: closed, waiting for someone, on its way or done', () => {
    const tones = Object.fromEntries(
      Object.entries(S).map(([name, code]) => [name, statusBadge(code)?.tone]),
    );
    expect(tones).toEqual({
      cancelled: 'off',
      pendingPayment: 'wait',
      paid: 'go',
      stocking: 'go',
      shipped: 'go',
      received: 'wait',
      reviewed: 'done',
      refund: 'wait',
    });
    expect(statusBadge(7)).toBeNull();
  });

  it('shows a refund badge only once a refund was asked for', () => {
    expect(refundBadge(R.none)).toBeNull();
    expect(refundBadge(R.refunding)).toEqual({ name: 'refunding', tone: 'wait' });
    expect(refundBadge(R.success)).toEqual({ name: 'success', tone: 'done' });
    expect(refundBadge(R.failed)).toEqual({ name: 'failed', tone: 'bad' });
  });

  it('names the status in the words of who is looking, the refund alike for all', async () => {
    const cases = [
      ['buyer', 'To be shipped'],
      ['seller', 'To purchase'],
      ['console', 'Waiting for the seller'],
    ] as const;
    for (const [audience, words] of cases) {
      const view = renderWithProviders(
        <OrderStatusBadges status={S.paid} returnStatus={R.failed} audience={audience} />,
      );
      expect((await screen.findByText(words)).dataset.tone).toBe('go');
      expect(screen.getByTestId('refund-status').textContent).toBe('Refund refused');
      expect(screen.getByTestId('refund-status').dataset.tone).toBe('bad');
      view.unmount();
    }
  });

  it('shows a status this client does not know by its code, and no refund badge without one', () => {
    renderWithProviders(<OrderStatusBadges status={9} returnStatus={R.none} audience="buyer" />);
    expect(screen.getByTestId('order-status').textContent).toBe('9');
    expect(screen.getByTestId('order-status').dataset.tone).toBeUndefined();
    expect(screen.queryByTestId('refund-status')).toBeNull();
  });
});
