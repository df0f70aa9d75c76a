import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Seeded on first start (apps/api/src/features/demo/seed.ts). */
export const DEMO = { email: 'demo@buildassist.in', password: 'Demo@1234' };
export const PASSWORD = 'Gujarat2026';

let counter = 0;
export const freshEmail = (stem: string) => `${stem}-${Date.now().toString(36)}-${++counter}@example.in`;

interface OutboxMessage {
  code: string | null;
  purpose: string | null;
}

/** The newest code of a purpose sent to an address, read from the development outbox. */
export async function codeFromOutbox(request: APIRequestContext, email: string, purpose: 'verify_email' | 'reset_password') {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      code = messages.find((m) => m.purpose === purpose)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** Opens the login modal from the landing page's top bar and signs in. */
export async function logIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  // `/?auth=login` opens the (lazily loaded) modal by itself; elsewhere the top bar's button does,
  // pressed at once like a visitor would: a press before React owns the page is replayed after.
  if (!new URL(page.url()).searchParams.has('auth')) {
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  }
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** Signs up through the modal, verifies with the code from the outbox, and lands on /home. */
export async function signUpAndVerify(page: Page, request: APIRequestContext, email: string, name = 'Ravi Patel') {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText("Check your spam folder if you don't see the email")).toBeVisible();
  const code = await codeFromOutbox(request, email, 'verify_email');
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // /home is another app: wait for its page, not only its address, before the caller goes on.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
}
