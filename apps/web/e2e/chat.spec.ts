import { expect, test } from './fixtures';
import {
  DEMO_BUYER,
  DEMO_SELLER,
  DESKTOP,
  NARROW,
  PHONE,
  check,
  logInAs,
  noOverflow,
  settled,
  simpleListings,
} from './harness';
import { newUsername, register } from './flows';
import { asUser } from './user-helpers';
import {
  answerAsSupport,
  chatFrameWith,
  checkDirection,
  demoShop,
  emptied,
  fillsTheScreen,
  markPage,
  message,
  recordFrames,
  send,
  stillSamePage,
  supportLogIn,
  waitForFrame,
} from './chat-helpers';

// Issue 20: chat. A buyer writes to customer service from the header's dialog → an operator claims
// and answers in the console's inbox → the answer arrives in the open dialog over the websocket, and
// the header's badge counts an answer that came while the dialog was closed. A buyer contacts a shop
// from a product page, the message carrying the product → the seller answers in the panel → the
// answer arrives live. The dialog at 360 px in English and Arabic, the /chat support window, and the
// mobile site's entry on a phone.

test('chat: a buyer writes to customer service → an operator claims and answers → live in the dialog, badge (en, 1440 px)', async ({
  newPage,
  saveScreenshot,
}) => {
  const shot = (name: string) => `chat-${name}-en-1440`;
  // A new buyer: a conversation nobody has claimed, and no unread message before this one.
  const buyer = await newPage({ viewport: DESKTOP });
  const frames = recordFrames(buyer);
  const username = newUsername('chat');
  await register(buyer, username);
  await buyer.goto('/?lang=en');
  await checkDirection(buyer, 'en');
  await waitForFrame(frames, 'its greeting', (f) => f.type === 'hello');
  const csButton = buyer.getByTestId('customer-service');
  await expect(
    buyer.getByTestId('customer-service-unread'),
    'no unread badge before anyone wrote',
  ).toHaveCount(0);
  await markPage(buyer);

  // The dialog from the header: the empty conversation says so.
  await csButton.click();
  const dialog = buyer.getByTestId('chat-dialog');
  await dialog.getByTestId('chat-support').waitFor();
  await dialog.getByTestId('chat-empty').waitFor();
  await expect(
    dialog.getByTestId('chat-tab-support'),
    'the customer-service tab is the one open',
  ).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(buyer, shot('dialog-empty'));
  const question = `Where is my parcel? (${username})`;
  await send(dialog, question);

  // The operator sees it waiting, claims it and answers.
  const support = await newPage({ viewport: DESKTOP });
  await supportLogIn(support, 'en');
  await support.goto('/admin/support');
  await support.locator('[data-testid="support-live-state"][data-live="true"]').waitFor();
  const row = support.getByTestId('support-conversation').filter({ hasText: username });
  await expect(row, 'the waiting list shows the last message').toContainText(question);
  const waitingCount = support.getByTestId('support-waiting-count');
  const waitingBefore = Number((await waitingCount.locator('[aria-hidden="true"]').innerText()).trim());
  check(waitingBefore >= 1, 'the navigation counts the waiting conversation');
  await row.click();
  const open = support.getByTestId('support-open');
  await open.getByTestId('support-message').filter({ hasText: question }).waitFor();
  // On a 1440 × 900 screen the reply box and its Send button are in sight without scrolling.
  const sendBox = await open.getByTestId('support-send').boundingBox();
  check(
    sendBox && sendBox.y + sendBox.height <= DESKTOP.height,
    `the Send button is in sight (its bottom at ${sendBox ? sendBox.y + sendBox.height : '?'} px)`,
  );
  await expect(
    open.getByTestId('support-claimed-by'),
    'nobody has claimed the new conversation',
  ).toHaveAttribute('data-claim', 'none');
  await open.getByTestId('support-claim').click();
  await open.locator('[data-testid="support-claimed-by"][data-claim="mine"]').waitFor();
  await open.getByTestId('support-claim').waitFor({ state: 'detached' });
  const answer = `Your parcel left the warehouse today (${username}).`;
  await open.getByTestId('support-reply-input').fill(answer);
  await open.getByTestId('support-send').click();
  await open
    .locator('[data-testid="support-message"][data-side="support"]')
    .filter({ hasText: answer })
    .waitFor();
  await emptied(open.getByTestId('support-reply-input'));

  // The buyer's open dialog shows it: pushed over the websocket, the page never reloaded.
  await message(dialog, answer, false).waitFor();
  await waitForFrame(frames, 'the answer', chatFrameWith(answer));
  await stillSamePage(buyer, 'the answer arrived');
  // Read where it arrived: no badge on the icon or the tab.
  await buyer.getByTestId('customer-service-unread').waitFor({ state: 'detached' });
  await expect(
    dialog.getByTestId('chat-tab-support-unread'),
    'no unread badge on the tab of the conversation on screen',
  ).toHaveCount(0);
  await saveScreenshot(buyer, shot('dialog-support'));

  // Answered, the conversation has left the waiting list and its count; the console's shot.
  if (waitingBefore === 1) await waitingCount.waitFor({ state: 'detached' });
  else await waitingCount.filter({ hasText: String(waitingBefore - 1) }).waitFor();
  await support
    .getByTestId('support-conversation')
    .filter({ hasText: username })
    .waitFor({ state: 'detached' });
  await support.getByTestId('support-view').getByText('Mine').click();
  await support.getByTestId('support-conversation').filter({ hasText: username }).waitFor();
  await open.getByTestId('support-message').filter({ hasText: answer }).waitFor();
  // The claim's toast has gone (it covers the page's title for a moment).
  await support.waitForFunction(() => !document.querySelector('.mantine-Notification-root'));
  await saveScreenshot(support, shot('console-inbox'));

  // An answer while the dialog is closed: the header's badge counts it, live; opening reads it.
  await dialog.getByTestId('chat-close').click();
  await dialog.waitFor({ state: 'detached' });
  const second = `A courier will call you before delivery (${username}).`;
  await open.getByTestId('support-reply-input').fill(second);
  await open.getByTestId('support-reply-input').press('Enter');
  await open.getByTestId('support-message').filter({ hasText: second }).waitFor();
  const badge = buyer.getByTestId('customer-service-unread');
  await expect(badge, 'the badge counts one unread answer').toHaveText('1');
  await expect
    .poll(
      // The number is isolated left to right (U+2066…U+2069) inside the name.
      async () => ((await csButton.getAttribute('aria-label')) ?? '').replace(/[\u2066-\u2069]/g, ''),
      { message: 'the icon’s name says there is an unread message' },
    )
    .toMatch(/, 1 unread$/);
  const [badgeBox, iconBox] = await Promise.all([badge.boundingBox(), csButton.boundingBox()]);
  check(badgeBox && iconBox, 'the badge and its icon are on screen');
  check(
    badgeBox.y < iconBox.y + iconBox.height / 2 && badgeBox.x + badgeBox.width / 2 > iconBox.x,
    'the badge sits at the top of its icon',
  );
  await saveScreenshot(buyer, shot('header-badge'));
  await stillSamePage(buyer, 'the badge came');
  await csButton.click();
  await message(dialog, second, false).waitFor();
  await badge.waitFor({ state: 'detached' });
  await dialog.getByTestId('chat-close').click();
  await expect(
    buyer.getByTestId('customer-service-unread'),
    'the badge stays off once the answer was read',
  ).toHaveCount(0);
});

test('chat: a buyer contacts a shop from a product page → the seller answers in the panel → live (ar, 1440 px)', async ({
  newPage,
  saveScreenshot,
  baseURL,
}) => {
  const shot = (name: string) => `chat-${name}-ar-1440`;
  const seller = await newPage({ viewport: DESKTOP });
  const sellerFrames = recordFrames(seller);
  await logInAs(seller, 'ar', DEMO_SELLER);
  const shopId = await demoShop(seller, baseURL!);
  await seller.goto('/seller/messages');
  await seller.getByTestId('seller-messages').waitFor();
  await checkDirection(seller, 'ar');
  await waitForFrame(sellerFrames, 'the seller’s greeting', (f) => f.type === 'hello');

  const [listing] = await simpleListings(seller.request, baseURL!, {
    lang: 'ar',
    sellerId: shopId,
    count: 1,
  });
  check(listing, 'the demo shop lists a product');
  const buyer = await newPage({ viewport: DESKTOP });
  const frames = recordFrames(buyer);
  await logInAs(buyer, 'ar', DEMO_BUYER);
  await buyer.goto(`/productDetails?id=${encodeURIComponent(listing.id)}`);
  await checkDirection(buyer, 'ar');
  await waitForFrame(frames, 'the buyer’s greeting', (f) => f.type === 'hello');
  await markPage(buyer);

  // "Contact seller" opens that shop's conversation, the product attached to the first message.
  await buyer.getByTestId('contact-seller').first().click();
  const dialog = buyer.getByTestId('chat-dialog');
  const conversation = dialog.getByTestId('chat-shop-conversation');
  await conversation.waitFor();
  await expect(dialog.getByTestId('chat-tab-shops'), 'the shops tab is the one open').toHaveAttribute(
    'aria-selected',
    'true',
  );
  const about = conversation.getByTestId('chat-about');
  await about.getByTestId('chat-context').filter({ hasText: listing.name }).waitFor();
  // The dialog sits at the bottom left in a right-to-left page.
  const box = await dialog.boundingBox();
  check(box && box.x < DESKTOP.width / 2, 'the dialog opens at the line’s end (left, in Arabic)');
  await saveScreenshot(buyer, shot('dialog-shop-about'));
  const question = `هل يتوفر هذا المنتج بكمية ٢٠ قطعة؟ ${Date.now().toString(36)}`;
  await send(conversation, question);
  const sent = message(conversation, question, true);
  await sent
    .locator('[data-testid="chat-context"][data-context="product"]')
    .filter({ hasText: listing.name })
    .waitFor();
  await about.waitFor({ state: 'detached' });

  // The seller's inbox shows it at once, unread; opening it shows the product and reads it.
  const row = seller.getByTestId('chat-conversation').filter({ hasText: question });
  await row.waitFor();
  await row.getByTestId('chat-conversation-unread').waitFor();
  // The panel's navigation counts it too (the demo buyer's earlier question may be counted with it).
  const navBadge = seller.getByTestId('seller-messages-unread');
  await navBadge.waitFor();
  await stillSamePage(buyer, 'the message went');
  await row.click();
  const thread = seller.getByTestId('seller-conversation');
  const received = message(thread, question, false);
  await received.waitFor();
  // Read: the conversation's count and the navigation's go (the shop has no other conversation).
  await row.getByTestId('chat-conversation-unread').waitFor({ state: 'detached' });
  await navBadge.waitFor({ state: 'detached' });
  await received
    .locator('[data-testid="chat-context"][data-context="product"]')
    .filter({ hasText: listing.name })
    .waitFor();
  const answer = `نعم، متوفر. يمكننا الشحن غداً ${Date.now().toString(36)}`;
  await send(thread, answer);
  await saveScreenshot(seller, shot('seller-messages'));
  // The list follows: the row's last message is the answer now, and nothing is unread.
  await seller.getByTestId('chat-conversation').filter({ hasText: answer }).waitFor();

  // The buyer sees the answer in the open dialog, pushed, and has nothing unread.
  await message(conversation, answer, false).waitFor();
  await waitForFrame(frames, 'the seller’s answer', chatFrameWith(answer));
  await stillSamePage(buyer, 'the answer arrived');
  await saveScreenshot(buyer, shot('dialog-shop'));
  await buyer.getByTestId('chat-button-unread').waitFor({ state: 'detached' });
});

for (const lang of ['en', 'ar'] as const) {
  test(`chat: the dialog on a 360 px screen — customer service, a shop's conversation, the list (${lang})`, async ({
    newPage,
    saveScreenshot,
    baseURL,
  }) => {
    const shot = (name: string) => `chat-${name}-${lang}-360`;
    const page = await newPage({ viewport: NARROW });
    const frames = recordFrames(page);
    await logInAs(page, lang, DEMO_BUYER);
    await page.goto('/');
    await checkDirection(page, lang);
    await waitForFrame(frames, 'its greeting', (f) => f.type === 'hello');

    // Support answers the demo buyer's question: the header's badge says so, on the icon's top
    // corner at the line's end (the left in Arabic).
    const answer = `${lang === 'ar' ? 'شكراً لسؤالك' : 'Thanks for asking'} ${Date.now().toString(36)}`;
    await answerAsSupport(page.request, baseURL!, DEMO_BUYER.username, answer);
    const csButton = page.getByTestId('customer-service');
    const badge = page.getByTestId('customer-service-unread');
    await badge.waitFor();
    const [badgeBox, iconBox] = await Promise.all([badge.boundingBox(), csButton.boundingBox()]);
    check(badgeBox && iconBox, 'the badge and its icon are on screen');
    const badgeMiddle = badgeBox.x + badgeBox.width / 2;
    const iconMiddle = iconBox.x + iconBox.width / 2;
    check(badgeBox.y < iconBox.y + iconBox.height / 2, 'the badge sits at the top of its icon');
    check(
      lang === 'ar' ? badgeMiddle < iconMiddle : badgeMiddle > iconMiddle,
      `the badge sits at the icon's ${lang === 'ar' ? 'left' : 'right'} in ${lang}`,
    );
    await noOverflow(page, `the header with a badge at 360 px (${lang})`);
    await saveScreenshot(page, shot('header-badge'));

    // Customer service from the header: the dialog covers the screen, the answer read in it.
    await csButton.click();
    const dialog = page.getByTestId('chat-dialog');
    await message(dialog, answer, false).waitFor();
    await badge.waitFor({ state: 'detached' });
    await dialog.getByTestId('chat-support').waitFor();
    await dialog.locator('[data-testid="chat-empty"], [data-testid="chat-message"]').first().waitFor();
    await send(
      dialog,
      lang === 'ar'
        ? `مرحباً، لدي سؤال عن الدفع ${Date.now().toString(36)}`
        : `Hello, a question about paying ${Date.now().toString(36)}`,
    );
    await fillsTheScreen(page, dialog, `the support dialog at 360 px (${lang})`);
    await saveScreenshot(page, shot('dialog-support'));

    // A shop from the shops tab's list (the buyer writes to it first, from its product).
    const shopPage = await newPage({ viewport: DESKTOP });
    await logInAs(shopPage, lang, DEMO_SELLER);
    const shopId = await demoShop(shopPage, baseURL!);
    const [listing] = await simpleListings(page.request, baseURL!, { lang, sellerId: shopId, count: 1 });
    check(listing, 'the demo shop lists a product');
    await dialog.getByTestId('chat-close').click();
    await page.goto(`/productDetails?id=${encodeURIComponent(listing.id)}`);
    await page.getByTestId('contact-seller').first().click();
    const conversation = dialog.getByTestId('chat-shop-conversation');
    await conversation
      .getByTestId('chat-about')
      .getByTestId('chat-context')
      .filter({ hasText: listing.name })
      .waitFor();
    await fillsTheScreen(page, dialog, `a shop's conversation at 360 px (${lang})`);
    await saveScreenshot(page, shot('dialog-shop-about'));
    await send(
      conversation,
      lang === 'ar'
        ? `كم مدة الشحن؟ ${Date.now().toString(36)}`
        : `How long is shipping? ${Date.now().toString(36)}`,
    );
    await saveScreenshot(page, shot('dialog-shop'));

    // Back to the list of conversations with shops.
    await conversation.getByTestId('chat-back').click();
    await dialog.getByTestId('chat-shops').getByTestId('chat-conversation').first().waitFor();
    await fillsTheScreen(page, dialog, `the shops list at 360 px (${lang})`);
    await saveScreenshot(page, shot('dialog-shops'));
  });
}

test('chat: the /chat support window — from the address, and popped out of the dialog (ar)', async ({
  newPage,
  saveScreenshot,
  baseURL,
}) => {
  const page = await newPage({ viewport: { width: 480, height: 680 } });
  await logInAs(page, 'en', DEMO_BUYER);
  const token = await page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
  const me = await asUser<{ usercode: string; username: string; avatar: string }>(
    page,
    baseURL!,
    '/api/localuser!get.action',
  );
  const [listing] = await simpleListings(page.request, baseURL!, { lang: 'ar', count: 1 });
  check(listing, 'a product to write about');
  const address = new URLSearchParams({
    token,
    partyid: me.usercode,
    name: me.username,
    lang: 'ar',
    selfimg: me.avatar,
    productId: listing.id,
  });
  await page.goto(`/chat?${address.toString()}`);
  const chatWindow = page.getByTestId('chat-window');
  await chatWindow.waitFor();
  await checkDirection(page, 'ar');
  // The session and the peer leave the address; the user is named; the product is attached.
  await page.waitForURL((url) => !url.searchParams.has('token') && !url.searchParams.has('partyid'));
  check(new URL(page.url()).searchParams.get('productId') === listing.id, 'the product stays in the address');
  await chatWindow.getByTestId('chat-window-user').filter({ hasText: me.username }).waitFor();
  await chatWindow
    .getByTestId('chat-about')
    .getByTestId('chat-context')
    .filter({ hasText: listing.name })
    .waitFor();
  const text = `سؤال عن هذا المنتج ${Date.now().toString(36)}`;
  await send(chatWindow, text);
  await message(chatWindow, text, true).locator('[data-testid="chat-context"]').waitFor();
  await noOverflow(page, 'the support window');
  await saveScreenshot(page, 'chat-window-ar-480');

  // A browser without the session: the token in the address is that window's session only (issue
  // 50: it never becomes the storefront's), the history is there, and the header says whose it is.
  const other = await newPage({ viewport: { width: 480, height: 680 } });
  await other.goto(`/chat?${address.toString()}`);
  await message(other.getByTestId('chat-window'), text, true).waitFor();
  await other.waitForURL((url) => !url.searchParams.has('token'));
  await other
    .locator('[data-testid="chat-window-user"][data-own-session="true"]')
    .filter({ hasText: me.username })
    .waitFor();
  check(
    (await other.evaluate(() => localStorage.getItem('ES_TOKEN'))) === null,
    'the token from the address is not stored',
  );

  // From the dialog: "open in a new window" opens /chat with the same conversation.
  await page.setViewportSize(DESKTOP);
  await page.goto('/?lang=en');
  await page.getByTestId('customer-service').click();
  const dialog = page.getByTestId('chat-dialog');
  await message(dialog, text, true).waitFor();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Open customer service in a new window' }).click(),
  ]);
  await message(popup.getByTestId('chat-window'), text, true).waitFor();
  await dialog.waitFor({ state: 'detached' });
});

for (const lang of ['en', 'ar'] as const) {
  test(`chat: the mobile site's customer-service entry on a phone (${lang})`, async ({
    newPage,
    saveScreenshot,
  }) => {
    const shot = (name: string) => `chat-wap-${name}-${lang}`;
    const page = await newPage(PHONE);
    await logInAs(page, lang, DEMO_BUYER, '/wap');
    await page.goto('/wap/mine');
    await checkDirection(page, lang);
    const entry = page.getByTestId('wap-support-entry');
    await entry.scrollIntoViewIfNeeded();
    // The shot shows the page where the scroll left it: drawn there, its transitions ended.
    await settled(page);
    await saveScreenshot(page, shot('mine'));
    await entry.click();
    const dialog = page.getByTestId('chat-dialog');
    await dialog.getByTestId('chat-support').waitFor();
    await dialog.locator('[data-testid="chat-empty"], [data-testid="chat-message"]').first().waitFor();
    await fillsTheScreen(page, dialog, `the dialog on the mobile site (${lang})`);
    const text =
      lang === 'ar'
        ? `مرحباً من الهاتف ${Date.now().toString(36)}`
        : `Hello from my phone ${Date.now().toString(36)}`;
    await send(dialog, text);
    await saveScreenshot(page, shot('dialog'));
    await dialog.getByTestId('chat-close').click();
    await dialog.waitFor({ state: 'detached' });
    await entry.waitFor();
  });
}
