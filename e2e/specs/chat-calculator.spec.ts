import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.js';

/** "AUDA zone R1, a 500 m² plot on a 12 m road: what can be built?" with Gujarati digits. */
const QUESTION_GU = 'AUDA આર-૧ ઝોનમાં ૫૦૦ ચો.મી. પ્લોટ, ૧૨ મીટર રસ્તો: શું બાંધી શકાય?';

/** The newest answer once it is complete (its actions appear only then). */
async function lastAnswer(page: Page): Promise<Locator> {
  const answer = page.getByRole('log').locator('.rc-message--ai').last();
  await expect(answer.locator('.rc-actions')).toBeVisible({ timeout: 30_000 });
  return answer;
}

/** The viewer shows a page with the cited row highlighted; returns the page shown. */
async function expectHighlightedRow(page: Page): Promise<string> {
  const viewer = page.getByRole('complementary', { name: /CGDCR/ });
  const highlight = viewer.locator('.ui-pdf-highlight--active').first();
  await expect(highlight).toBeVisible({ timeout: 30_000 });
  const shown = await highlight.evaluate((el) => el.closest('.ui-pdf-page')?.querySelector('canvas')?.dataset.page ?? '');
  expect(shown).toMatch(/^\d+$/);
  await expect(viewer.getByRole('textbox', { name: /.+/ }).first()).toHaveValue(shown);
  // The highlight is the cited row of the digest's rule table (generated from the rule data), not the whole table.
  const heights = await highlight.evaluate((el) => [el.getBoundingClientRect().height, el.closest('.ui-pdf-page')?.getBoundingClientRect().height ?? 0]);
  expect(heights[0] ?? 0).toBeGreaterThan(0);
  expect(heights[0] ?? 0).toBeLessThan((heights[1] ?? 0) * 0.08);
  return shown;
}

test('asks a plot question in Gujarati, reads the figures as a cited list, and opens the cited table row in the viewer; the calculator panel does the same', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fchat/);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/chat$/);
  await page.getByRole('button', { name: /Language: English/ }).click();

  // The question carries the inputs in Gujarati with Gujarati digits: the answer is the calculator's.
  const box = page.getByRole('textbox', { name: 'તમારો પ્રશ્ન' });
  await box.fill(QUESTION_GU);
  await box.press('Enter');
  const answer = await lastAnswer(page);
  const maxFsi = answer.locator('li', { hasText: 'મહત્તમ એફએસઆઈ: 2.7' });
  await expect(maxFsi).toBeVisible();
  await expect(maxFsi).toContainText('Table 6.5');
  await expect(maxFsi).toContainText('મધ્યમ વિશ્વાસ');
  await expect(answer.locator('li', { hasText: 'મહત્તમ ઊંચાઈ' })).toContainText('વિવાદિત');

  // Its citation opens the digest at the FSI table row.
  await maxFsi.locator('.rc-cite').click();
  await expectHighlightedRow(page);
  await page.screenshot({ path: 'artifacts/chat-calculator-answer.png' });

  // The panel: fill the same plot directly and open the cited row from the result table.
  await page.getByRole('button', { name: 'પ્લોટ કેલ્ક્યુલેટર' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/પ્લોટનું ક્ષેત્રફળ/).fill('૫૦૦');
  await dialog.getByLabel(/રસ્તાની પહોળાઈ/).fill('12');
  await dialog.getByLabel(/ઇમારતની ઊંચાઈ/).fill('15');
  await dialog.getByRole('button', { name: 'ગણતરી કરો' }).click();
  const row = dialog.locator('tr[data-key="max_fsi"]');
  await expect(row).toContainText('મહત્તમ એફએસઆઈ');
  await expect(row).toContainText('2.7');
  await expect(row).toContainText('મધ્યમ');
  await page.screenshot({ path: 'artifacts/chat-calculator-panel.png' });
  await row.getByRole('button', { name: /Table 6\.5, પાનું \d+/ }).click();
  await expect(dialog).toBeHidden();
  await expectHighlightedRow(page);
});
