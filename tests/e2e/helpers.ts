import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const AUTH_KEY = 'backoffice.auth';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export async function storedTokens(page: Page): Promise<StoredTokens | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY);
  return text ? (JSON.parse(text) as StoredTokens) : null;
}

export async function waitForTokens(page: Page): Promise<StoredTokens> {
  await expect.poll(() => storedTokens(page)).not.toBeNull();
  return (await storedTokens(page))!;
}

/**
 * Tokens once the app has stopped rotating them (right after login the realtime channel may
 * refresh a short-lived token before it connects).
 */
export async function settledTokens(page: Page): Promise<StoredTokens> {
  let previous = await waitForTokens(page);
  for (;;) {
    await page.waitForTimeout(1_500);
    const current = await waitForTokens(page);
    if (current.refreshToken === previous.refreshToken) return current;
    previous = current;
  }
}
