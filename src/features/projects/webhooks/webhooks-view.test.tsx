import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './webhooks-view.stories';
import type { WebhooksViewProps } from './webhooks-view';
import * as auditStories from './webhook-audits-view.stories';
import { renderStory } from '../../../../tests/setup/render';

const { SomeWebhooks, Empty, FormWithErrors, EditForm } = composeStories(stories);
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
      ok!.getByRole('button', { name: /^Ver solicitud y respuesta del envío de 02-06-2025 09:15/ }),
    );
    const request = await ok!.findByLabelText('Solicitud enviada');
    expect(request.textContent).toContain('"event": "quotation.created",\n  "project_id": 7');
    await userEvent.click(failed!.getByRole('button', { name: /^Ver solicitud y respuesta/ }));
    expect((await failed!.findByLabelText('Respuesta recibida')).textContent).toContain(
      '<h1>500 Internal Server Error</h1>',
    );
  });

  it('says in Spanish when there is nothing yet', () => {
    renderStory(<Empty />);
    expect(
      screen.getByText('Este proyecto aún no tiene webhooks. Crea el primero con «Nuevo webhook».'),
    ).toBeTruthy();
    expect(screen.getByText('Aún no hay envíos registrados.')).toBeTruthy();
  });

  it('shows the form errors in Spanish by each field', async () => {
    const first = renderStory(<FormWithErrors />);
    const form = await screen.findByRole('form', { name: 'Nuevo webhook' });
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(within(form).getByText('La descripción es obligatoria.')).toBeTruthy();
    expect(within(form).getByText('Elige el evento que dispara el webhook.')).toBeTruthy();
    expect(within(form).getByText('La URL debe ser pública (http o https).')).toBeTruthy();
    first.unmount();
    renderStory(<EditForm />);
    const edit = await screen.findByRole('form', { name: 'Editar webhook' });
    expect(within(edit).getByLabelText(/^Nombre/)).toHaveProperty('value', 'CRM Salesforce');
    expect(within(edit).getByText('Ya existe un webhook con esta URL y este evento.')).toBeTruthy();
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
