import type { AdminSellerApplicationVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../../test/factories';
import { renderConsole } from '../../../../test/render-console';
import { type ActionCall, serveActions, type ServedActions } from '../../../../test/serve-actions';
import { fakeObjectUrls, privateFileReply } from '../../../../test/pictures';

const photo = (n: number) => `00000000-0000-4000-8000-00000000f00${n}`;

function makeApplication(overrides: Partial<AdminSellerApplicationVo> = {}): AdminSellerApplicationVo {
  return {
    id: '00000000-0000-4000-8000-000000000a01',
    userId: '00000000-0000-4000-8000-000000000042',
    username: 'lotusbay',
    status: 1,
    nationality: 'Viet Nam',
    idname: 'passport',
    idnumber: '****5678',
    name: 'Nguyen Thi Lan',
    idimg_1: `/api/privateFile!get.action?id=${photo(1)}`,
    idimg_2: `/api/privateFile!get.action?id=${photo(2)}`,
    idimg_3: `/api/privateFile!get.action?id=${photo(3)}`,
    storeName: 'Lotus Bay Crafts',
    storeLogo: '/uploads/shops/logo.png',
    storeRemark: 'Lacquerware and <b>bamboo</b> homeware.',
    contact: 'lan@example.com',
    reason: '',
    applyTime: '2026-03-01 08:00:00',
    decideTime: '',
    decidedBy: '',
    sellerId: '',
    ...overrides,
  };
}

const APPLICATION = makeApplication();
let api: ServedActions;

const page = (list: AdminSellerApplicationVo[]) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: list.length } });

/** The console's calls for an operations operator, answered as the server would. */
function serveSellers(
  waiting: AdminSellerApplicationVo[] = [APPLICATION],
  {
    approve = () => okReply({ ...APPLICATION, status: 2 }),
    rejected = [] as AdminSellerApplicationVo[],
  } = {},
) {
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-7', username: 'ops-op', role: 'operations' }),
    'admin/sellerApplication!list': (params) =>
      page(params.get('status') === '1' ? waiting : params.get('status') === '3' ? rejected : []),
    'admin/sellerApplication!approve': approve,
    'admin/sellerApplication!reject': (params) =>
      okReply({ ...APPLICATION, status: 3, reason: params.get('reason') ?? '' }),
    'privateFile!get': () => privateFileReply('image/png'),
  });
}

function callsTo(action: string): ActionCall[] {
  return api.calls.filter(({ url }) => url.pathname.endsWith(`/${action}.action`));
}

async function openReview() {
  renderConsole('/admin/sellers/applications');
  fireEvent.click(await screen.findByTestId('seller-application-open'));
  return screen.findByTestId('seller-application-drawer');
}

beforeAll(() => {
  // jsdom has no object URLs; the private photos are shown through them.
  fakeObjectUrls('blob:photo');
});

describe('the seller applications queue', () => {
  it('lists waiting applications first and another state on request', async () => {
    serveSellers();
    renderConsole('/admin/sellers/applications');
    const row = await screen.findByTestId('seller-application-row');
    expect(within(row).getByText('Lotus Bay Crafts')).toBeTruthy();
    expect(within(row).getByText('lotusbay')).toBeTruthy();
    expect(within(row).getByText('Viet Nam')).toBeTruthy();
    expect(callsTo('sellerApplication!list')[0]?.url.searchParams.get('status')).toBe('1');

    fireEvent.click(screen.getByText('Rejected'));
    expect(await screen.findByText('No applications here.')).toBeTruthy();
    expect(callsTo('sellerApplication!list').at(-1)?.url.searchParams.get('status')).toBe('3');
  });

  it('says when nothing is waiting', async () => {
    serveSellers([]);
    renderConsole('/admin/sellers/applications');
    expect(await screen.findByText('No application is waiting for review.')).toBeTruthy();
  });

  it('shows the shop, the identity and the three photos read with the operator token', async () => {
    serveSellers();
    const review = await openReview();
    expect(within(review).getByText('Nguyen Thi Lan')).toBeTruthy();
    expect(within(review).getByText('Passport')).toBeTruthy();
    expect(within(review).getByText('****5678')).toBeTruthy();
    // The description is text, never markup.
    expect(within(review).getByText('Lacquerware and <b>bamboo</b> homeware.')).toBeTruthy();
    await waitFor(() => expect(within(review).getAllByTestId('private-image')).toHaveLength(3));
    const asked = callsTo('privateFile!get').map(({ url }) => url.searchParams.get('id'));
    expect(new Set(asked)).toEqual(new Set([photo(1), photo(2), photo(3)]));
    for (const call of callsTo('privateFile!get'))
      expect(call.headers.get('Authorization')).toBe('Bearer operator-token');
  });

  it('approves only after a confirmation, then refreshes the list', async () => {
    serveSellers();
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('seller-application-approve'));
    expect(await screen.findByText('Open this shop?')).toBeTruthy();
    expect(callsTo('sellerApplication!approve')).toHaveLength(0);

    const listsBefore = callsTo('sellerApplication!list').length;
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByText('The shop Lotus Bay Crafts is open.')).toBeTruthy();
    const [approve] = callsTo('sellerApplication!approve');
    expect(approve?.url.searchParams.get('id')).toBe(APPLICATION.id);
    expect(approve?.headers.get('Authorization')).toBe('Bearer operator-token');
    await waitFor(() => expect(callsTo('sellerApplication!list').length).toBeGreaterThan(listsBefore));
  });

  it('shows the server’s refusal and keeps the review open', async () => {
    serveSellers([APPLICATION], {
      approve: () => errorReply('1', 'KYC_ALREADY_DECIDED', 'This application has already been decided.'),
    });
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('seller-application-approve'));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    expect(await screen.findByText(/already been decided/)).toBeTruthy();
    expect(screen.getByTestId('seller-application-drawer')).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    serveSellers();
    const review = await openReview();
    fireEvent.click(within(review).getByTestId('seller-application-reject'));
    fireEvent.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason for this change')).toBeTruthy();
    expect(callsTo('sellerApplication!reject')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: ' The back photo is blurred ' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('The application for Lotus Bay Crafts was rejected.')).toBeTruthy();
    expect(callsTo('sellerApplication!reject')[0]?.url.searchParams.get('reason')).toBe(
      'The back photo is blurred',
    );
  });

  it('shows a decided application’s decision and offers no actions', async () => {
    serveSellers([], {
      rejected: [makeApplication({ status: 3, reason: 'Photo unreadable', decidedBy: 'ops-op' })],
    });
    renderConsole('/admin/sellers/applications?status=3');
    fireEvent.click(await screen.findByTestId('seller-application-open'));
    const review = await screen.findByTestId('seller-application-drawer');
    expect(within(review).getByText('Photo unreadable')).toBeTruthy();
    expect(within(review).getByText('ops-op')).toBeTruthy();
    expect(within(review).queryByTestId('seller-application-approve')).toBeNull();
    expect(within(review).queryByTestId('seller-application-reject')).toBeNull();
  });
});
