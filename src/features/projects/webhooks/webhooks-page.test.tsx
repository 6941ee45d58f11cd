import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderPage } from '../../../../tests/setup/render';
import { refuse, serveGraphQL } from '../media/graphql-stub.test-kit';
import { WebhooksPage } from './webhooks-page';
import { disabledWebhooksFixture, recordsFixture, webhooksFixture } from './webhooks.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = { id: '7', name: 'Parque Los Aromos' };
const base = {
  Projects: () => ({ projects: { data: [project] } }),
  Webhooks: () => ({ webhooks: webhooksFixture }),
  WebhooksDeliveryLog: () => ({ webhooksrecords: recordsFixture }),
};

function open(path = '/projects/7/webhooks') {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/projects/:id/webhooks">
        <WebhooksPage />
      </Route>
    </Router>,
  );
  return location;
}

describe('WebhooksPage', () => {
  it('creates a webhook from the dialog and lists it by name', async () => {
    const server = serveGraphQL({
      ...base,
      CreateWebhook: (variables) => ({
        createWebhook: {
          id: '40',
          created_at: '2025-06-10T12:00:00.000Z',
          status: 'activo',
          disabled_at: null,
          secret: 'whsec_nuevo',
          ...variables,
        },
      }),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Webhooks de «Parque Los Aromos»' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo webhook' }));
    const form = await screen.findByRole('form', { name: 'Nuevo webhook' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear webhook' }));
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(server.named('CreateWebhook')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Aviso de contactos');
    await userEvent.type(
      within(form).getByLabelText(/^Descripción/),
      'Reenvía los contactos al equipo de ventas.',
    );
    await userEvent.selectOptions(within(form).getByLabelText(/^Evento/), 'contact.created');
    await userEvent.type(
      within(form).getByLabelText(/^URL/),
      'https://ventas.inmobiliariaandes.cl/contactos',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Crear webhook' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nuevo webhook' })).toBeNull());
    expect(server.named('CreateWebhook')[0]?.variables).toEqual({
      name: 'Aviso de contactos',
      description: 'Reenvía los contactos al equipo de ventas.',
      event_type: 'contact.created',
      url: 'https://ventas.inmobiliariaandes.cl/contactos',
      project_id: '7',
    });
    const names = within(screen.getByRole('table', { name: 'Webhooks del proyecto' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td p')?.textContent);
    expect(names).toEqual(['Aviso de contactos', 'CRM Salesforce', 'ERP pagos de reserva']);
  });

  it('keeps the dialog open with the server message by its field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveGraphQL({
      ...base,
      EditWebhook: () => refuse('La URL debe ser pública (http o https).', 'BAD_USER_INPUT', 'url'),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar «CRM Salesforce»' }));
    const form = await screen.findByRole('form', { name: 'Editar webhook' });
    const url = within(form).getByLabelText(/^URL/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.inmobiliariaandes.cl/hook');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    const message = await within(form).findByText('La URL debe ser pública (http o https).');
    expect(message.closest('[role="group"]')?.textContent).toContain('URL');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('asks before deleting and removes the row', async () => {
    const server = serveGraphQL({
      ...base,
      DeleteWebhook: (variables) => ({ deleteWebhook: { id: variables['id'] } }),
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar «ERP pagos de reserva»' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Eliminar el webhook «ERP pagos de reserva»?');
    expect(server.named('DeleteWebhook')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar webhook' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar «ERP pagos de reserva»' })).toBeNull(),
    );
    expect(server.named('DeleteWebhook')[0]?.variables).toEqual({ id: '32' });
  });

  it('answers the 404 page for a project the server does not return', async () => {
    serveGraphQL({ ...base, Projects: () => ({ projects: { data: [] } }) });
    const location = open('/projects/999/webhooks');
    await waitFor(() => expect(location.history.at(-1)).toBe('/error-404'));
  });
});

const logItems = () =>
  within(screen.getByRole('list', { name: 'Envíos de webhooks' })).getAllByRole('listitem');

describe('WebhooksPage delivery console', () => {
  it('keeps the log filters in the URL and reads them back', async () => {
    serveGraphQL(base);
    const location = open('/projects/7/webhooks?result=fallido');
    await waitFor(() => expect(logItems()).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Webhook'), 'CRM Salesforce');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/projects/7/webhooks?result=fallido&webhook=31'),
    );
    expect(await screen.findByText('Ninguna entrega coincide con los filtros.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Resultado'), 'Entregado');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/projects/7/webhooks?result=entregado&webhook=31'),
    );
    expect(logItems()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/projects/7/webhooks'));
    expect(logItems()).toHaveLength(3);
  });

  it('redelivers a record only after confirmation and refreshes the log', async () => {
    const server = serveGraphQL({
      ...base,
      RedeliverWebhookRecord: (variables) => ({
        redeliverWebhookRecord: { id: '950', webhook_id: '32', delivery_id: '7002', ...variables },
      }),
    });
    open();
    await waitFor(() => expect(logItems()).toHaveLength(3));
    await userEvent.click(within(logItems()[1]!).getByRole('button', { name: /^Reenviar/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Reenviar la entrega a «ERP pagos de reserva»?');
    expect(dialog.textContent).toContain('mismo webhook-id');
    expect(server.named('RedeliverWebhookRecord')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.named('RedeliverWebhookRecord')[0]?.variables).toEqual({ id: '902' });
    await waitFor(() => expect(server.named('WebhooksDeliveryLog')).toHaveLength(2));
  });

  it('sends a ping to the webhook', async () => {
    const server = serveGraphQL({
      ...base,
      SendWebhookPing: (variables) => ({
        sendWebhookPing: { id: variables['webhook_id'], status: 'activo' },
      }),
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar prueba a «CRM Salesforce»' }),
    );
    await waitFor(() =>
      expect(server.named('SendWebhookPing')[0]?.variables).toEqual({ webhook_id: '31' }),
    );
    await waitFor(() => expect(server.named('WebhooksDeliveryLog')).toHaveLength(2));
  });

  it('rotates the secret after explaining the 24 hours and shows the new one', async () => {
    const server = serveGraphQL({
      ...base,
      RotateWebhookSecret: (variables) => ({
        rotateWebhookSecret: {
          id: variables['webhook_id'],
          status: 'activo',
          secret: 'whsec_RotadoRecienNuevoSecreto0001',
        },
      }),
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rotar secreto de «CRM Salesforce»' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('seguirá firmando las entregas durante 24 horas');
    expect(server.named('RotateWebhookSecret')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotar secreto' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.named('RotateWebhookSecret')[0]?.variables).toEqual({ webhook_id: '31' });
    const card = within(screen.getByRole('article', { name: 'CRM Salesforce' }));
    await userEvent.click(
      card.getByRole('button', { name: 'Mostrar secreto de «CRM Salesforce»' }),
    );
    expect(card.getByLabelText('Secreto de «CRM Salesforce»').textContent).toBe(
      'whsec_RotadoRecienNuevoSecreto0001',
    );
  });

  it('re-enables a disabled webhook and shows it active', async () => {
    const server = serveGraphQL({
      ...base,
      Webhooks: () => ({ webhooks: disabledWebhooksFixture }),
      EnableWebhook: (variables) => ({
        enableWebhook: { id: variables['webhook_id'], status: 'activo', disabled_at: null },
      }),
    });
    open();
    const card = () => within(screen.getByRole('article', { name: 'ERP pagos de reserva' }));
    expect(await screen.findByText('Desactivado')).toBeTruthy();
    await userEvent.click(card().getByRole('button', { name: 'Reactivar «ERP pagos de reserva»' }));
    await waitFor(() => expect(card().getByText('Activo')).toBeTruthy());
    expect(server.named('EnableWebhook')[0]?.variables).toEqual({ webhook_id: '32' });
    expect(
      card().getByRole('button', { name: 'Enviar prueba a «ERP pagos de reserva»' }),
    ).toBeTruthy();
  });
});
