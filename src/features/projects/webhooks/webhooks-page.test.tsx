import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderPage } from '../../../../tests/setup/render';
import { refuse, serveGraphQL } from '../media/graphql-stub.test-kit';
import { WebhooksPage } from './webhooks-page';
import { recordsFixture, webhooksFixture } from './webhooks.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = { id: '7', name: 'Parque Los Aromos' };
const base = {
  Projects: () => ({ projects: { data: [project] } }),
  Webhooks: () => ({ webhooks: webhooksFixture }),
  WebhooksRecords: () => ({ webhooksrecords: recordsFixture }),
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
        createWebhook: { id: '40', created_at: '2025-06-10T12:00:00.000Z', ...variables },
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
