import { expect, test } from '@playwright/test';
import { codeFromOutbox, DEMO, freshEmail, logIn, PASSWORD, signUpAndVerify } from '../support/accounts.js';

test('signs up, verifies with the e-mailed code and lands on /home', async ({ page, request }) => {
  const email = freshEmail('signup');
  await signUpAndVerify(page, request, email, 'Kiran Shah');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
});

test('logs out and back in', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Login successful!')).toBeVisible();

  // The chat menu's Log Out ends the session (the chrome's avatar menu only goes to /, per the spec).
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Chat menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fhome/);

  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test('a protected page while signed out shows the toast, asks to log in, and returns there after login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/\?auth=login&next=%2Fprofile/);
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(DEMO.email).first()).toBeVisible();
});

test('forgot password → reset with the code → signed in on /home', async ({ page, request }) => {
  const email = freshEmail('reset');
  await signUpAndVerify(page, request, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/?auth=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create New Password' })).toBeVisible();

  const code = await codeFromOutbox(request, email, 'reset_password');
  const newPassword = `${PASSWORD}X`;
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Reset Password & Login' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const login = await request.post('/api/auth/login', { data: { email, password: newPassword } });
  expect(login.status()).toBe(200);
});
