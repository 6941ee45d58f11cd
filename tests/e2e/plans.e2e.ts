import { expect, test, type Page } from '@playwright/test';
import { ContractPlanDocument, PlanChoicesDocument } from '../../graphql/generated/client/graphql';
import { apiToken, logIn, queryOperation, runOperation } from './helpers';

// Issue 9 plans flow on the seeded demo: an agency admin contracts a plan with an additional and
// finds it on /plans/list and as the plan button of /projects; Pacífico Sur (a cap of 2 paid
// projects, one used) is refused in Spanish and nothing changes.

const tick = (page: Page, text: string) => page.locator('label').filter({ hasText: text }).click();
// A project's label names its current plan too («hoy Plan Profesional»): match the card's title.
const choosePlan = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();

test('RealstateAdmin contracts plan Profesional with an additional and sees it listed', async ({
  page,
}) => {
  await logIn(page, 'realstateadmin@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/plans/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrata tu plan' })).toBeVisible();
  await tick(page, 'Edificio Mirador Cordillera');
  await choosePlan(page, 'Plan Profesional');
  await tick(page, 'Destacado en portada');
  await page.getByRole('link', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/plans\/contract\?/);
  await expect(page.getByText('Total mensual (1 proyecto): UF 15,00')).toBeVisible();
  // A reload keeps the choice: it lives in the URL.
  await page.reload();
  // Exact: a live notice that names the project (another flow's change) may be on screen too.
  await expect(page.getByText('Edificio Mirador Cordillera', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/plans\/list\?agency=\d+/);
  await expect(page.getByText('Contratación confirmada')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Edificio Mirador Cordillera' });
  await expect(row.getByText('Plan Profesional', { exact: true })).toBeVisible();
  await expect(row.getByText('Destacado en portada × 1')).toBeVisible();
  await expect(row.getByText('Pago pendiente')).toBeVisible();

  await page.goto('/projects');
  await expect(
    page.getByRole('link', { name: 'Plan de Edificio Mirador Cordillera' }),
  ).toBeVisible();
});

test('the agency’s plan limit is warned and enforced in Spanish, changing nothing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'vendedor2@demo.cl');
  const { projectsrelatedtome } = await queryOperation(request, token, PlanChoicesDocument, {});
  const idOf = (name: string) => {
    const found = projectsrelatedtome.find((p) => p.name === name);
    if (!found) throw new Error(`el demo no tiene ${name}`);
    return found.id;
  };
  const limit = 'Tu plan permite 2 proyectos; con esta contratación serían 3.';

  await logIn(page, 'vendedor2@demo.cl');
  await expect(page).toHaveURL('/home');
  await page.goto('/plans/create');
  await tick(page, 'Brisas de Concón');
  await tick(page, 'Portal La Serena');
  await choosePlan(page, 'Plan Profesional');
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
  await tick(page, 'Portal La Serena');
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeHidden();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByText('Total mensual (1 proyecto): UF 12,00')).toBeVisible();

  // Meanwhile another session takes the last place: the page hears it live and holds back.
  await runOperation(request, token, ContractPlanDocument, {
    project_ids: [idOf('Portal La Serena')],
    plan: 2,
    additionals: [],
  });
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();

  await page.goto(`/plans/list`);
  const row = page.getByRole('row').filter({ hasText: 'Brisas de Concón' });
  await expect(row.getByText('Plan Básico', { exact: true })).toBeVisible();
});
