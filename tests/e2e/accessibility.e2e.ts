import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

// axe-core on the pages this issue built: no serious or critical violations.
async function seriousViolations(page: Page) {
  // The zoom-fade route transition fades content in; contrast is judged once it has finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home and profile have no serious accessibility violations', async ({ page }) => {
  await logIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  // Judge the form as people use it: loaded and enabled, not mid-transition.
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  await expect(page.getByLabel('Nombre')).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});
