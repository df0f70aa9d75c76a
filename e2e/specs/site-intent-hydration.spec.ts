import { expect, test, type Page } from '@playwright/test';

/**
 * The landing page's first script is a small one without React; the app loads on the visitor's
 * first intent and replays what was done before it owned the page. The browser plays one without
 * service workers, so every request is the page's own (a worker could serve the app's chunks past
 * `page.route`); Playwright's own blocking would answer `register()` with nothing instead.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
});

const interactive = (page: Page) => page.locator('#root[data-interactive="true"]');

/** Console errors and warnings, and uncaught errors (a hydration mismatch shows as one of them). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The first script the prerendered landing page references (the only module script in its HTML). */
async function firstScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'the landing page has a module script').toBeTruthy();
  return src ?? '';
}

/** Holds every script but the first one until `release()`: the app cannot hydrate before. */
async function holdTheApp(page: Page) {
  const entry = await firstScript(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released;
    await route.continue();
  });
  return release;
}

test('a fresh load of the landing page requests no React chunk until the visitor shows intent', async ({ page }) => {
  const problems = watchConsole(page);
  const entry = await firstScript(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.sort()).toEqual([entry, '/install-prompt-capture.js'].sort());
  await expect(interactive(page)).toHaveCount(0);
  // The typewriter runs without React.
  await expect(page.getByTestId('typewriter')).not.toHaveText('');

  await page.getByRole('heading', { level: 1 }).hover();
  await expect(interactive(page)).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(2);
  await expect(page.getByTestId('typewriter')).not.toHaveText('');
  expect(problems).toEqual([]);
});

test('Login pressed before React owns the page opens the login modal once it does', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(interactive(page)).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a question typed and sent before React owns the page survives and asks to sign up with it', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto('/');
  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.click();
  await page.keyboard.type('What FSI applies in Surat?');
  await page.keyboard.press('Enter');
  await expect(interactive(page)).toHaveCount(0);
  // The typewriter kept running meanwhile.
  await expect(page.getByTestId('typewriter')).not.toHaveText('');

  release();
  await expect(interactive(page)).toHaveCount(1);
  // Enter sent the question: signed out, the sign-up modal opens with the chat as the next page.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/next=%2Fchat%3Fq%3DWhat/);
  // The open modal hides the page behind it from the accessibility tree; the text is still there.
  await expect(page.getByRole('textbox', { name: 'Your question', includeHidden: true })).toHaveValue('What FSI applies in Surat?');
  expect(problems).toEqual([]);
});

test('text typed before React owns the page stays in the question box and enables sending', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdTheApp(page);
  await page.goto('/');
  const question = page.getByRole('textbox', { name: 'Your question' });
  await question.click();
  await page.keyboard.type('Setbacks for a plot in Rajkot');
  release();
  await expect(interactive(page)).toHaveCount(1);
  await expect(question).toHaveValue('Setbacks for a plot in Rajkot');
  await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeEnabled();
  expect(problems).toEqual([]);
});
