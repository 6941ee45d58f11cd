import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './webhooks-view.stories';
import type { WebhooksViewProps } from './webhooks-view';
import * as auditStories from './webhook-audits-view.stories';
import { renderStory } from '../../../../tests/setup/render';

const {
  SomeWebhooks,
  Empty,
  FormWithErrors,
  EditForm,
  ActiveWithSuccesses,
  Failing,
  Disabled,
  EmptyLog,
  LongFailingLog,
  LogFailed,
  Loading,
} = composeStories(stories);
const { ByWebhook, NoWebhooks } = composeStories(auditStories);

const rowOf = (name: string) => {
  const row = within(screen.getByRole('table', { name: 'Webhooks del proyecto' }))
    .getByText(name, { selector: 'p' })
    .closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('WebhooksView', () => {
  it('lists the webhooks with the event in Spanish and the date as dd-mm-aaaa', async () => {
    const onEdit = vi.fn<WebhooksViewProps['onEdit']>();
    const onDelete = vi.fn<WebhooksViewProps['onDelete']>();
    renderStory(<SomeWebhooks onEdit={onEdit} onDelete={onDelete} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Webhooks de «Parque Los Aromos»',
    );
    const crm = rowOf('CRM Salesforce');
    expect(crm.getByText('Cotización creada')).toBeTruthy();
    expect(crm.getByText('https://hooks.inmobiliariaandes.cl/cotizaciones')).toBeTruthy();
    expect(crm.getByText('04-03-2025')).toBeTruthy();
    await userEvent.click(crm.getByRole('button', { name: 'Editar «CRM Salesforce»' }));
    expect(onEdit.mock.calls[0]?.[0].id).toBe('31');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar «ERP pagos de reserva»' }));
    expect(onDelete.mock.calls[0]?.[0].id).toBe('32');
    expect(screen.getByRole('link', { name: 'Historial' }).getAttribute('href')).toBe(
      '/projects/7/webhooks/audits',
    );
  });

  it('shows delivered, failed and unanswered records with their bodies on demand', async () => {
    renderStory(<SomeWebhooks />);
    const records = within(screen.getByRole('list', { name: 'Envíos de webhooks' })).getAllByRole(
      'listitem',
    );
    expect(records).toHaveLength(3);
    const [ok, failed, silent] = records.map((record) => within(record));
    expect(ok?.getByText('200')).toBeTruthy();
    expect(ok?.getByText('02-06-2025 09:15')).toBeTruthy();
    expect(ok?.getByText('CRM Salesforce')).toBeTruthy();
    expect(failed?.getByText('500')).toBeTruthy();
    expect(silent?.getByText('Sin respuesta')).toBeTruthy();
    await userEvent.click(
      ok!.getByRole('button', { name: /^Detalle del envío de 02-06-2025 09:15/ }),
    );
    const request = await ok!.findByLabelText('Solicitud enviada');
    expect(request.textContent).toContain(
      '{\n  "type": "quotation.created",\n  "timestamp": "2025-06-02T13:15:04.000Z",\n  "data": {\n    "id": 1532,',
    );
    await userEvent.click(failed!.getByRole('button', { name: /^Detalle del envío/ }));
    expect((await failed!.findByLabelText('Respuesta recibida')).textContent).toContain(
      '<h1>500 Internal Server Error</h1>',
    );
  });

  it('says in Spanish when there is nothing yet', () => {
    renderStory(<Empty />);
    expect(
      screen.getByText('Este proyecto aún no tiene webhooks. Crea el primero con «Nuevo webhook».'),
    ).toBeTruthy();
    expect(screen.getByText('Aún no hay entregas')).toBeTruthy();
  });

  it('shows the form errors in Spanish by each field', async () => {
    const first = renderStory(<FormWithErrors />);
    const form = await screen.findByRole('form', { name: 'Nuevo webhook' });
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(within(form).getByText('La descripción es obligatoria.')).toBeTruthy();
    expect(within(form).getByText('Elige el evento que dispara el webhook.')).toBeTruthy();
    expect(
      within(form).getByText('Ingresa una URL válida que comience con http:// o https://.'),
    ).toBeTruthy();
    first.unmount();
    renderStory(<EditForm />);
    const edit = await screen.findByRole('form', { name: 'Editar webhook' });
    expect(within(edit).getByLabelText(/^Nombre/)).toHaveProperty('value', 'CRM Salesforce');
    expect(within(edit).getByText('Ya existe un webhook con esta URL y este evento.')).toBeTruthy();
  });
});

const cardOf = (name: string) => within(screen.getByRole('article', { name }));
const logItems = () =>
  within(screen.getByRole('list', { name: 'Envíos de webhooks' })).getAllByRole('listitem');

describe('the delivery console', () => {
  it('shows each state badge with the newest attempt and the success rate', () => {
    const first = renderStory(<SomeWebhooks />);
    const crm = cardOf('CRM Salesforce');
    expect(crm.getByText('Activo')).toBeTruthy();
    expect(crm.getByText('02-06-2025 09:15')).toBeTruthy();
    expect(crm.getByText('Entregado')).toBeTruthy();
    expect(crm.getByText('100 % (1 de 1 intentos recientes)')).toBeTruthy();
    const erp = cardOf('ERP pagos de reserva');
    expect(erp.getByText('Con fallas')).toBeTruthy();
    expect(erp.getByText('Fallido (500)')).toBeTruthy();
    expect(erp.getByText('0 % (0 de 2 intentos recientes)')).toBeTruthy();
    first.unmount();
    renderStory(<Disabled />);
    const off = cardOf('ERP pagos de reserva');
    expect(off.getByText('Desactivado')).toBeTruthy();
    expect(off.queryByRole('button', { name: /^Enviar prueba/ })).toBeNull();
    expect(off.getByRole('button', { name: 'Reactivar «ERP pagos de reserva»' })).toBeTruthy();
  });

  it('reports ping, rotate, re-enable and redeliver with the webhook or record', async () => {
    const onPing = vi.fn<WebhooksViewProps['onPing']>();
    const onRotate = vi.fn<WebhooksViewProps['onRotate']>();
    const onEnable = vi.fn<WebhooksViewProps['onEnable']>();
    const onRedeliver = vi.fn<WebhooksViewProps['onRedeliver']>();
    renderStory(
      <Disabled
        onPing={onPing}
        onRotate={onRotate}
        onEnable={onEnable}
        onRedeliver={onRedeliver}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar prueba a «CRM Salesforce»' }));
    expect(onPing.mock.calls[0]?.[0].id).toBe('31');
    await userEvent.click(
      screen.getByRole('button', { name: 'Rotar secreto de «CRM Salesforce»' }),
    );
    expect(onRotate.mock.calls[0]?.[0].id).toBe('31');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivar «ERP pagos de reserva»' }));
    expect(onEnable.mock.calls[0]?.[0].id).toBe('32');
    await userEvent.click(within(logItems()[1]!).getByRole('button', { name: /^Reenviar/ }));
    expect(onRedeliver.mock.calls[0]?.[0].id).toBe('902');
  });

  it('masks the secret until «Mostrar» and copies it', async () => {
    const user = userEvent.setup();
    renderStory(<ActiveWithSuccesses />);
    const crm = cardOf('CRM Salesforce');
    const secret = crm.getByLabelText('Secreto de «CRM Salesforce» (oculto)');
    expect(secret.textContent).toBe('whsec_••••••••••••LaSw');
    await user.click(crm.getByRole('button', { name: 'Mostrar secreto de «CRM Salesforce»' }));
    expect(crm.getByLabelText('Secreto de «CRM Salesforce»').textContent).toBe(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    await user.click(crm.getByRole('button', { name: 'Copiar secreto de «CRM Salesforce»' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
  });

  it('filters the log and shows an attempt with its details and pretty-printed bodies', async () => {
    const onFiltersChange = vi.fn<WebhooksViewProps['onFiltersChange']>();
    renderStory(<Failing onFiltersChange={onFiltersChange} />);
    const items = logItems();
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.textContent?.includes('ERP pagos de reserva'))).toBe(true);
    expect(screen.getByLabelText('Resultado')).toHaveProperty('value', 'fallido');
    await userEvent.selectOptions(screen.getByLabelText('Webhook'), 'CRM Salesforce');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ webhook: '31' });
    const failed = within(items[0]!);
    await userEvent.click(failed.getByRole('button', { name: /^Detalle del envío/ }));
    const request = await failed.findByLabelText('Solicitud enviada');
    expect(request.textContent).toContain('"order_number": "R-2025-0042"');
    expect(request.textContent).toContain('\n  "data": {\n');
    expect(failed.getByText('Código de estado').nextElementSibling?.textContent).toBe('500');
    expect(failed.getByText('Duración').nextElementSibling?.textContent).toBe('1,3 s');
    expect(failed.getByText('Intento').nextElementSibling?.textContent).toBe('2');
    expect(failed.getByText('Próximo intento').nextElementSibling?.textContent).toBe(
      '01-06-2025 19:10',
    );
    expect(failed.getByLabelText('Respuesta recibida').textContent).toContain('<h1>500');
  });

  it('keeps a long failing log, an empty log, a load error and loading apart', () => {
    const long = renderStory(<LongFailingLog />);
    expect(logItems()).toHaveLength(49);
    expect(
      cardOf('ERP pagos de reserva').getByText('0 % (0 de 48 intentos recientes)'),
    ).toBeTruthy();
    long.unmount();
    const empty = renderStory(<EmptyLog />);
    expect(screen.getByText('Aún no hay entregas')).toBeTruthy();
    expect(cardOf('CRM Salesforce').getByText('Sin envíos aún')).toBeTruthy();
    empty.unmount();
    const failed = renderStory(<LogFailed />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor.');
    failed.unmount();
    renderStory(<Loading />);
    expect(screen.queryByRole('list', { name: 'Envíos de webhooks' })).toBeNull();
    expect(screen.queryByText('Aún no hay entregas')).toBeNull();
  });

  it('has no serious accessibility violations, with a record open', async () => {
    const { container } = renderStory(<SomeWebhooks />);
    await userEvent.click(
      within(logItems()[1]!).getByRole('button', { name: /^Detalle del envío/ }),
    );
    await within(logItems()[1]!).findByLabelText('Solicitud enviada');
    // jsdom lays nothing out, so contrast is left to the Playwright axe pass.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('WebhookAuditsView', () => {
  it('groups the history by webhook name', () => {
    renderStory(<ByWebhook />);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['CRM Salesforce', 'ERP pagos de reserva']);
    const erp = within(screen.getByRole('region', { name: 'Historial de ERP pagos de reserva' }));
    expect(erp.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(erp.getAllByText('URL').length).toBeGreaterThan(0);
  });

  it('explains a project without webhooks', () => {
    renderStory(<NoWebhooks />);
    expect(screen.getByText(/no tiene webhooks/)).toBeTruthy();
  });
});
