import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4300';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'es-CL' });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
await page.goto(base + '/');
await page.getByLabel('Correo').fill('realstateadmin@demo.cl');
await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
await page.getByRole('button', { name: 'Ingresar' }).click();
await page.waitForURL(/home/);
await page.waitForTimeout(1200);
await page.screenshot({ path: '/tmp/shots/home.png' });
await page.getByRole('button', { name: 'Personalizar la interfaz' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/customizer.png' });
await page.keyboard.press('Escape');
await page.evaluate(() => {
  const s = JSON.parse(localStorage.getItem('backoffice.layout') ?? '{"state":{}}');
  console.log(Object.keys(localStorage));
});
await page.goto(base + '/quotations');
await page.waitForTimeout(1200);
await page.screenshot({ path: '/tmp/shots/pending.png' });
await page.goto(base + '/users');
await page.waitForTimeout(1200);
await page.screenshot({ path: '/tmp/shots/users.png' });
console.log(page.url(), errors.slice(0, 10));
await browser.close();
