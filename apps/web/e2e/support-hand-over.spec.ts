import { expect, test } from './fixtures';
import { DEMO_OPERATOR, DESKTOP, NARROW, choose, noOverflow } from './harness';
import { newUsername, register } from './flows';
import { answerAsSupport } from './chat-helpers';
import { asUser } from './user-helpers';

// Issue 50: a super admin hands a claimed support conversation to another operator, or releases
// it, from the console's Support screen (a select of operators, then a confirmation).

const RELEASE = 'Nobody: release it';

for (const lang of ['en', 'ar'] as const) {
  test(`support hand-over: a super admin releases or takes a claimed conversation (${lang}, 1440 and 360 px)`, async ({
    newPage,
    logIn,
    saveScreenshot,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    // A buyer writes; the customer-service operator answers, which claims the conversation.
    const buyer = await newPage({ viewport: DESKTOP });
    const username = newUsername('handover');
    await register(buyer, username);
    await asUser(buyer, baseURL!, '/api/newOnlinechat!send.action', { content: 'Where is my parcel?' });
    await answerAsSupport(buyer.request, baseURL!, username, 'Let me check.');

    const lead = await logIn('operator', { lang, viewport: DESKTOP });
    await lead.goto('/admin/support?view=all');
    await lead.getByTestId('support-conversation').filter({ hasText: username }).click();
    const open = lead.getByTestId('support-open');
    const claimedBy = open.getByTestId('support-claimed-by');
    await claimedBy.filter({ hasText: 'support' }).waitFor();
    await open.getByTestId('support-hand-over').click();
    const dialog = lead.getByTestId('support-hand-over-dialog');
    await dialog.waitFor();

    if (lang === 'en') {
      await choose(lead, 'support-hand-over-select', RELEASE);
      await dialog.getByTestId('support-hand-over-effect').waitFor();
      await saveScreenshot(lead, `support-hand-over-dialog-${lang}-1440`);
      await lead.getByTestId('confirm-action').click();
      await claimedBy.filter({ hasText: 'Not claimed' }).waitFor();
    } else {
      // The super admin takes it (the demo's super admin answers support too).
      await choose(lead, 'support-hand-over-select', DEMO_OPERATOR.username);
      await dialog
        .getByTestId('support-hand-over-effect')
        .filter({ hasText: DEMO_OPERATOR.username })
        .waitFor();
      await saveScreenshot(lead, `support-hand-over-dialog-${lang}-1440`);
      await lead.getByTestId('confirm-action').click();
      await claimedBy.filter({ hasNotText: 'support' }).waitFor();
      await expect(claimedBy, 'the conversation is the super admin’s now').toHaveAttribute(
        'data-claim',
        'mine',
      );
    }
    await dialog.waitFor({ state: 'detached' });
    await saveScreenshot(lead, `support-hand-over-${lang}-1440`);
    await lead.setViewportSize(NARROW);
    await open.getByTestId('support-hand-over').waitFor();
    await noOverflow(lead, `the support conversation (${lang}, 360 px)`);
    await saveScreenshot(lead, `support-hand-over-${lang}-360`);
  });
}
