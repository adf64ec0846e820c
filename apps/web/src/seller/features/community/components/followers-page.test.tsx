import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply } from '../../../../test/factories';
import { requestsTo } from '../../../../test/serve-actions';
import { makeFollower, panelPage, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const FOLLOWERS = 'seller/focusSeller!list';

function renderPanel(route = '/seller/followers') {
  renderSellerPage(route);
}

beforeEach(() => setToken('seller-token'));

describe('the seller panel: followers', () => {
  it('lists the shop’s followers, their names masked, with how many there are', async () => {
    const api = servePanel({
      [FOLLOWERS]: () =>
        panelPage([makeFollower({ userName: 'a***e' }), makeFollower({ userName: 'k***o', avatar: '5' })], {
          total: 2,
        }),
    });
    renderPanel();
    const followers = await screen.findAllByTestId('seller-follower');
    expect(followers.map((row) => row.textContent)).toEqual([
      expect.stringContaining('a***e'),
      expect.stringContaining('k***o'),
    ]);
    expect(within(followers[0]!).getByText(/Following since/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Followers' })).toBeTruthy();
    expect(screen.getByText('Followers: 2')).toBeTruthy();
    // Everything fits on one page: no page numbers.
    expect(screen.queryByRole('navigation', { name: 'Follower pages' })).toBeNull();

    const [request] = requestsTo(api, FOLLOWERS);
    expect(request?.url.pathname).toBe('/seller/focusSeller!list.action');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('12');
    expect(request?.headers.get('Authorization')).toBe('Bearer seller-token');
  });

  it('pages through many followers, the page kept in the address', async () => {
    const api = servePanel({
      [FOLLOWERS]: (params) =>
        panelPage([makeFollower({ userName: `page ${params.get('pageNum')}` })], {
          pageNum: Number(params.get('pageNum')),
          total: 1234,
        }),
    });
    renderPanel();
    expect((await screen.findByTestId('seller-follower')).textContent).toContain('page 1');
    expect(screen.getByText('Followers: 1,234')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Follower pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('seller-follower').textContent).toContain('page 2'));
    expect(requestsTo(api, FOLLOWERS).at(-1)?.params.get('pageNum')).toBe('2');
    expect(screen.getByTestId('address').textContent).toBe('/seller/followers?page=2');

    // Back to the first page: its number leaves the address.
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/seller/followers'));
  });

  it('opens on the page of a shared address', async () => {
    const api = servePanel({ [FOLLOWERS]: () => panelPage([makeFollower()], { pageNum: 3, total: 40 }) });
    renderPanel('/seller/followers?page=3');
    await screen.findByTestId('seller-follower');
    expect(requestsTo(api, FOLLOWERS)[0]?.params.get('pageNum')).toBe('3');
    const pages = screen.getByRole('navigation', { name: 'Follower pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('data-active')).toBe('true');
  });

  it('says the shop has no followers yet', async () => {
    servePanel({ [FOLLOWERS]: () => panelPage([]) });
    renderPanel();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'No followers yet. Buyers can follow your shop from its page.',
    );
    expect(screen.queryByText(/^Followers: /)).toBeNull();
    expect(screen.queryByTestId('seller-follower-list')).toBeNull();
  });

  it('says why the followers could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const api = servePanel({
      [FOLLOWERS]: () =>
        fail
          ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong')
          : panelPage([makeFollower({ userName: 'r***a' })]),
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText('The followers could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('seller-follower')).textContent).toContain('r***a');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, FOLLOWERS)).toHaveLength(2);
  });
});
