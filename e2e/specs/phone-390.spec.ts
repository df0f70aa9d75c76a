import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signUpAndVerify } from '../support/accounts.js';
import { accessToken, projectWithMaterialsAndVendors } from '../support/sourcing.js';

/*
 * Every page of the four apps on a 390 × 844 phone (issue 30, point 2): the page never scrolls
 * sideways — `document.documentElement.scrollWidth` stays within the viewport — signed out and
 * signed in, including a project page with materials and vendors, its tabs and its dialogs.
 * Screenshots of the project page go to test-results/phone-390/.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/phone-390';

/** The page's width, and the elements reaching past the viewport's right edge (for the failure message). */
function measure(page: Page) {
  return page.evaluate((width) => {
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  }, PHONE.width);
}

/** The page has settled: loaded, no requests in flight, a heading or main landmark on screen. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main:visible, [role="main"]:visible, h1:visible').first()).toBeVisible();
}

async function expectFits(page: Page, what: string) {
  const { scrollWidth, wide } = await measure(page);
  expect.soft(scrollWidth, `${what}: page ${scrollWidth} px wide at ${PHONE.width} px; wider: ${wide.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
}

async function visit(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await settled(page);
    await expectFits(page, path);
  });
}

/** An open dialog lies within the viewport and the page behind it still does not scroll sideways. */
async function expectDialogFits(page: Page, what: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect.soft(box?.x ?? -1, `${what}: dialog's left edge`).toBeGreaterThanOrEqual(0);
  expect.soft((box?.x ?? 0) + (box?.width ?? Infinity), `${what}: dialog's right edge`).toBeLessThanOrEqual(PHONE.width);
  await expectFits(page, what);
}

test('signed out, every page fits a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/news', '/about', '/privacy', '/terms', '/contact', '/sourcing', '/feed', '/no-such-page-here', '/chat']) {
    await visit(page, path);
  }
});

test('signed in, every page fits a 390 px phone, the project page with materials and vendors included', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, request, freshEmail('phone-390'));
  const token = await accessToken(page);
  const projectId = await projectWithMaterialsAndVendors(page, token, 'Phone tower at Satellite with a long project name');
  // Signed up at the default size (the landing page's top bar); from here on, a phone.
  await page.setViewportSize(PHONE);

  for (const path of ['/home', '/sourcing/app', '/projects', '/chat', '/profile', '/settings', '/usage', '/billing', '/payment']) {
    await visit(page, path);
  }

  // The project page: header, overview, each tab, the actions menu and its dialogs.
  await visit(page, `/sourcing/project/${projectId}`);
  await expect(page.getByText('OPC 53 grade cement').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/project-materials.png`, fullPage: true });

  const actions = page.getByRole('button', { name: 'Project actions' });
  await expect(actions).toBeVisible();
  await actions.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Edit/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/project-menu.png` });
  await expectFits(page, 'project actions menu');
  await menu.getByRole('menuitem', { name: /Edit/ }).click();
  await expectDialogFits(page, 'edit project dialog');
  await page.screenshot({ path: `${SHOTS}/project-edit-dialog.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  for (const tab of await page.getByRole('tab').all()) {
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await page.waitForLoadState('networkidle');
    await expectFits(page, `project tab ${name}`);
    await page.screenshot({ path: `${SHOTS}/project-tab-${name.replace(/[^a-z]+/gi, '-').toLowerCase()}.png`, fullPage: true });
  }

  // The discovery dialog (Vendors tab) fits too.
  await page.getByRole('tab', { name: /Vendors/ }).click();
  await page.getByRole('button', { name: 'Find More Vendors' }).click();
  await expectDialogFits(page, 'discover vendors dialog');
  await page.screenshot({ path: `${SHOTS}/project-discovery-dialog.png` });
});
