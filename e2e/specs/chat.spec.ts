import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.js';

const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';
const QUESTION_GU = 'અમદાવાદમાં 12 મીટરના રસ્તા પરના રહેણાંક પ્લોટ માટે બેઝ FSI કેટલી છે?';
const GUJARATI_SCRIPT = /[\u0A80-\u0AFF]/;

/** The newest answer once it is complete (its actions appear only then). */
async function lastAnswer(page: Page): Promise<Locator> {
  const answer = page.getByRole('log').locator('.rc-message--ai').last();
  await expect(answer.locator('.rc-actions')).toBeVisible({ timeout: 30_000 });
  return answer;
}

test('asks a regulation question, reads the cited passage in the viewer, rates and copies the answer, then asks in Gujarati and reopens the chat from Recents', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Signed out, /chat sends to the login modal and back.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fchat/);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Urban Planning Assistant' })).toBeVisible();

  // Ask; the answer streams in with its citation and a GDCR source.
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(QUESTION);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(QUESTION)).toBeVisible();
  const answer = await lastAnswer(page);
  await expect(answer).toContainText('1.8');
  await expect(answer.getByRole('button', { name: 'Source 1' })).toBeVisible();
  const card = answer.getByRole('button', { name: /Gujarat CGDCR 2017/ });
  await expect(card).toContainText('GDCR');
  const pages = (await card.locator('.rc-source__pages').textContent()) ?? '';
  const firstPage = /(\d+)/.exec(pages)?.[1];
  expect(firstPage).toBeTruthy();
  await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
  const conversationUrl = new URL(page.url());

  // The viewer opens beside the chat on the cited page, its first passage highlighted.
  await card.click();
  await expect(page.getByText(/^Opening Gujarat CGDCR 2017/)).toBeVisible();
  const viewer = page.getByRole('complementary', { name: /Gujarat CGDCR 2017/ });
  await expect(viewer.locator(`canvas[data-page="${firstPage}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(viewer.locator('.ui-pdf-highlight--active').first()).toBeVisible();
  const pageBox = viewer.getByRole('textbox', { name: 'Page number' });
  await expect(pageBox).toHaveValue(firstPage!);
  await expect(viewer.getByText('100%')).toBeVisible();
  // On a wide screen the sidebar makes room.
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

  // The next highlight turns to its page.
  const status = viewer.getByText(/^Highlight \d+ of \d+$/);
  await expect(status).toHaveText(/^Highlight 1 of \d+$/);
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  await viewer.getByRole('button', { name: 'Next highlight' }).click();
  await expect(status).toHaveText(`Highlight 2 of ${total}`);
  const secondPage = await viewer.locator('.ui-pdf-highlight--active').first().evaluate((el) => el.closest('.ui-pdf-page')?.querySelector('canvas')?.dataset.page);
  await expect(pageBox).toHaveValue(secondPage ?? '');

  // Zoom in: the page grows.
  const before = (await viewer.locator('canvas').boundingBox())?.width ?? 0;
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await expect.poll(async () => (await viewer.locator('canvas').boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await viewer.getByRole('button', { name: 'Previous highlight' }).click();
  await expect(pageBox).toHaveValue(firstPage!);
  await expect(page.getByText(/^Opening Gujarat CGDCR 2017/)).toBeHidden();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'artifacts/chat-viewer.png' });

  // Feedback and copy.
  await answer.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await answer.getByRole('button', { name: 'Copy answer' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('1.8');

  await viewer.getByRole('button', { name: 'Close document' }).click();
  await expect(viewer).toBeHidden();

  // Gujarati: the page and the chat switch; the answer comes in Gujarati script with 1.8.
  await page.getByRole('button', { name: /Language: English/ }).click();
  const boxGu = page.getByRole('textbox', { name: 'તમારો પ્રશ્ન' });
  await expect(boxGu).toBeVisible();
  await boxGu.fill(QUESTION_GU);
  await boxGu.press('Enter');
  await expect(page.getByRole('log').getByText(QUESTION_GU)).toBeVisible();
  await expect(page.getByRole('log').locator('.rc-message--ai')).toHaveCount(2, { timeout: 30_000 });
  const answerGu = await lastAnswer(page);
  await expect(answerGu).toContainText('1.8');
  expect(await answerGu.locator('.rc-answer').textContent()).toMatch(GUJARATI_SCRIPT);

  // The token meter counts both answers, and after a reload it starts from the server's usage
  // summary with the same figure (not from zero).
  const meter = page.locator('.rc-chat__meter [role="progressbar"]');
  const spent = await meter.getAttribute('aria-valuetext');
  expect(spent).toMatch(/^[^0]/);

  // A reload reopens the conversation with both answers.
  await page.reload();
  await expect(page).toHaveURL(conversationUrl.toString());
  await expect(page.getByRole('log').locator('.rc-message--ai')).toHaveCount(2);
  await expect(meter).toHaveAttribute('aria-valuetext', spent!);
  await expect(page.getByRole('log').getByText(QUESTION)).toBeVisible();

  // A new chat (announced, as the user asked for it), then the conversation again from the Recents.
  await page.locator('a[href="/chat?new=1"]').first().click();
  await expect(page.getByText(/New conversation started|નવી વાતચીત શરૂ થઈ/)).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('log').locator('.rc-message')).toHaveCount(0);
  const recent = page.getByRole('link', { name: /What is the base FSI for a residential plot/ });
  await expect(recent).toHaveAttribute('href', `/chat${conversationUrl.search}`);
  await recent.click();
  await expect(page).toHaveURL(conversationUrl.toString());
  await expect(page.getByRole('log').getByText(QUESTION)).toBeVisible();
  await expect(page.getByRole('log').getByText(QUESTION_GU)).toBeVisible();

  // The chat menu's Log Out really ends the session (unlike the chrome's avatar menu).
  await page.getByRole('button', { name: /Chat menu|ચેટ મેનૂ/ }).click();
  await page.getByRole('menuitem', { name: /Log Out|લૉગ આઉટ/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fchat/);
});
