import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactElement } from 'react';
import { toaster } from '../../components/toaster';
import { pngFile } from '../../components/file-drop/file-drop.fixtures';
import { AgenciesPage } from './agencies-page';
import { AgencyEditPage } from './agency-edit-page';
import { agencyPageFixture, andesFixture } from './agencies.fixtures';
import { renderPage } from '../../../tests/setup/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  /** The raw body: a string for JSON, FormData for multipart. */
  raw: BodyInit | null | undefined;
}

function parse(raw: BodyInit | null | undefined): Omit<Sent, 'raw'> {
  const text = raw instanceof FormData ? String(raw.get('operations')) : String(raw);
  return JSON.parse(text);
}

// The real executor against a scripted /graphql.
function serve(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = { ...parse(init?.body), raw: init?.body };
      sent.push(body);
      const answer = answers[body.operationName];
      return Response.json(
        answer ? { data: answer(body.variables) } : { data: null, errors: [{ message: 'no' }] },
      );
    }),
  );
  return sent;
}

function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path={pattern}>{page}</Route>
    </Router>,
  );
  return location;
}

describe('AgenciesPage', () => {
  it('asks before hiding, then hides and updates the row in place', async () => {
    const sent = serve({
      Agencies: () => ({ realstateagencies: agencyPageFixture }),
      DeleteAgency: (variables) => ({
        deleteAgency: { id: variables['id'], visible: variables['visibility'] },
      }),
    });
    at('/agencies?page=2', <AgenciesPage />, '/agencies');
    const visible = await screen.findByRole('switch', { name: 'Visible: Inmobiliaria Andes' });
    expect(sent.find((s) => s.operationName === 'Agencies')?.variables).toEqual({ page: 2 });
    await userEvent.click(visible);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Ella y sus 3 proyectos dejarán de aparecer en el sitio público.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar inmobiliaria' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Visible: Inmobiliaria Andes' })).toHaveProperty(
        'checked',
        false,
      ),
    );
    expect(sent.find((s) => s.operationName === 'DeleteAgency')?.variables).toEqual({
      id: '1',
      visibility: false,
    });
    expect(sent.filter((s) => s.operationName === 'Agencies')).toHaveLength(1);
  });

  it('shows a hidden agency again without asking', async () => {
    const sent = serve({
      Agencies: () => ({ realstateagencies: agencyPageFixture }),
      DeleteAgency: (variables) => ({
        deleteAgency: { id: variables['id'], visible: variables['visibility'] },
      }),
    });
    at('/agencies', <AgenciesPage />, '/agencies');
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Visible: Viviendas del Maule' }),
    );
    await waitFor(() =>
      expect(sent.find((s) => s.operationName === 'DeleteAgency')?.variables).toEqual({
        id: '3',
        visibility: true,
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('AgencyEditPage', () => {
  it('sends JSON when no image was chosen, toasts and goes back to the list', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:logo';
    const toast = vi.spyOn(toaster, 'create');
    const sent = serve({
      Agency: () => ({ realstateagencies: { data: [andesFixture] } }),
      EditRealStateAgency: () => ({ editRealStateAgency: andesFixture }),
    });
    const location = at('/agencies/1/edit', <AgencyEditPage />, '/agencies/:id/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/agencies'), { timeout: 3000 });
    const plain = sent.find((s) => s.operationName === 'EditRealStateAgency');
    expect(typeof plain?.raw).toBe('string');
    expect(plain?.variables).toMatchObject({
      agency_id: '1',
      name: 'Inmobiliaria Andes',
      orden: 1,
    });
    expect(plain?.variables).not.toHaveProperty('logo');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Inmobiliaria «Inmobiliaria Andes» actualizada.' }),
    );
    URL.createObjectURL = original;
  });

  it('uploads a chosen logo as a multipart file', async () => {
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:logo';
    const sent = serve({
      Agency: () => ({ realstateagencies: { data: [andesFixture] } }),
      EditRealStateAgency: () => ({ editRealStateAgency: andesFixture }),
    });
    at('/agencies/1/edit', <AgencyEditPage />, '/agencies/:id/edit');
    const logo = pngFile('logo-andes-2025.png');
    await userEvent.upload(await screen.findByLabelText('Logo'), logo);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(sent.some((s) => s.operationName === 'EditRealStateAgency')).toBe(true),
    );
    const upload = sent.find((s) => s.operationName === 'EditRealStateAgency');
    expect(upload?.raw).toBeInstanceOf(FormData);
    const form = upload?.raw instanceof FormData ? upload.raw : new FormData();
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': ['variables.logo'] });
    expect(form.get('0')).toBeInstanceOf(File);
    expect(upload?.variables).toMatchObject({ logo: null, agency_id: '1' });
    expect(upload?.variables).not.toHaveProperty('cover_page');
    URL.createObjectURL = original;
  });

  it('places the server field messages by their field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ Agency: () => ({ realstateagencies: { data: [andesFixture] } }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const { operationName } = parse(init?.body);
        if (operationName === 'Agency')
          return Response.json({ data: { realstateagencies: { data: [andesFixture] } } });
        return Response.json({
          data: null,
          errors: [
            {
              message: 'Ingresa un correo electrónico válido.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { email: 'Ingresa un correo electrónico válido.' },
              },
            },
          ],
        });
      }),
    );
    at('/agencies/1/edit', <AgencyEditPage />, '/agencies/:id/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const message = await screen.findByText('Ingresa un correo electrónico válido.');
    expect(message.closest('[role="group"]')?.textContent).toContain('Correo');
  });
});
