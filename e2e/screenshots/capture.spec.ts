import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/accounts.js';
import { accessToken } from '../support/sourcing.js';
import { encodeShots, type Language, type Shot, type Theme, VIEWPORT } from './encode.js';

/*
 * The product pictures of the landing page, taken from the running app with the demo account:
 * the chat with a cited source open in the PDF viewer, a project's materials and vendors, and
 * the usage dashboard, in light and dark, English and Gujarati.
 */

const QUESTION: Record<Language, string> = {
  en: 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?',
  gu: 'અમદાવાદમાં 12 મીટરના રસ્તા પરના રહેણાંક પ્લોટ માટે બેઝ FSI કેટલી છે?',
};
const QUESTION_BOX: Record<Language, string> = { en: 'Your question', gu: 'તમારો પ્રશ્ન' };
const DEMO_PROJECT = 'Riverside Residency – Tower B';
const LANGUAGES: Language[] = ['en', 'gu'];
const THEMES: Theme[] = ['light', 'dark'];

/** A signed-in demo page in one language and theme (both kept where the apps read them). */
async function demoPage(browser: Browser, language: Language, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: theme, reducedMotion: 'reduce' });
  await context.addInitScript(
    ([lng, th]) => {
      localStorage.setItem('i18nextLng', lng);
      localStorage.setItem('theme', th);
    },
    [language, theme] as const,
  );
  const page = await context.newPage();
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/login', { headers: { Origin: origin }, data: { email: DEMO.email, password: DEMO.password } });
  expect(res.ok()).toBe(true);
  return page;
}

/** Waits until no toast is left on screen; no pointer hover or focus ring in the picture. */
async function settle(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Asks the question once per language; returns the conversation's address. */
async function askQuestion(page: Page, language: Language): Promise<string> {
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: QUESTION_BOX[language] });
  await box.fill(QUESTION[language]);
  await box.press('Enter');
  await expect(page.getByRole('log').locator('.rc-message--ai .rc-actions').last()).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/chat\?conversation=/);
  return page.url();
}

async function shootChat(page: Page, conversation: string, file: string) {
  await page.goto(conversation);
  const answer = page.getByRole('log').locator('.rc-message--ai').last();
  await answer.locator('.rc-source').first().click();
  const viewer = page.getByRole('complementary').filter({ has: page.locator('canvas[data-page]') });
  await expect(viewer.locator('.ui-pdf-highlight--active').first()).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await page.screenshot({ path: file });
}

/** Runs one vendor discovery for the demo project through the dialog, unless it has vendors. */
async function ensureVendors(page: Page, projectUrl: string) {
  await page.goto(projectUrl);
  await page.getByRole('tab', { name: /Vendors/ }).click();
  const empty = page.getByRole('heading', { name: 'No Vendors Found' });
  const list = page.getByRole('list', { name: 'Vendors' });
  await expect(empty.or(list)).toBeVisible();
  if (await list.isVisible()) return;
  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  await page.getByRole('dialog', { name: 'Discover Vendors' }).getByRole('button', { name: 'Start Discovery' }).click();
  await expect(page.getByText(/Discovered \d+ vendors?!/)).toBeVisible({ timeout: 120_000 });
}

async function demoProjectUrl(page: Page): Promise<string> {
  const token = await accessToken(page);
  const res = await page.request.get('/api/sourcing/projects', { headers: { Authorization: `Bearer ${token}` } });
  const { projects } = (await res.json()) as { projects: { id: number; name: string | null }[] };
  const project = projects.find((p) => p.name === DEMO_PROJECT);
  expect(project, 'the seeded demo project').toBeTruthy();
  return `/sourcing/project/${project?.id}`;
}

test('captures the product pictures of the landing page', async ({ browser }) => {
  const dir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const shots: Shot[] = [];
  const conversations = new Map<Language, string>();
  let projectUrl = '';

  for (const language of LANGUAGES) {
    const page = await demoPage(browser, language, 'light');
    conversations.set(language, await askQuestion(page, language));
    if (!projectUrl) {
      projectUrl = await demoProjectUrl(page);
      await ensureVendors(page, projectUrl);
    }
    await page.context().close();
  }

  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      const page = await demoPage(browser, language, theme);
      const file = (name: Shot['name']) => {
        const path = join(dir, `${name}-${language}-${theme}.png`);
        shots.push({ name, language, theme, path });
        return path;
      };
      await shootChat(page, conversations.get(language) ?? '/chat', file('chat'));

      await page.goto(projectUrl);
      const materials = page.locator('.sr-materials');
      await expect(materials.getByRole('table')).toBeVisible();
      await materials.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await settle(page);
      await page.screenshot({ path: file('materials') });

      await page.getByRole('tab').nth(1).click();
      const vendor = page.locator('li.sr-vendor').first();
      await expect(vendor).toBeVisible();
      await vendor.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await settle(page);
      await page.screenshot({ path: file('vendors') });

      await page.goto('/usage');
      await expect(page.locator('main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settle(page);
      await page.screenshot({ path: file('usage') });
      await page.context().close();
    }
  }

  await encodeShots(shots);
});
