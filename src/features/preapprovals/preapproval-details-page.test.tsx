import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../components/toaster';
import { PREAPPROVAL_DETAIL } from './preapproval-details.fixtures';
import { PreapprovalDetailsPage } from './preapproval-details-page';
import { Refusal, at, meAnswer, serve } from './preapprovals.test-kit';
import type { PreapprovalDetail } from './preapprovals.types';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATTERN = '/preapprovals/:id/details';

function open(role = 'PreapprovalUser', edit?: (v: Record<string, unknown>) => unknown) {
  let record: PreapprovalDetail = PREAPPROVAL_DETAIL;
  const server = serve({
    Me: meAnswer(role),
    Preapproval: () => ({ preapprovals: { data: [record] } }),
    EditPreapproval: (variables) => {
      const answer = edit?.(variables);
      record = {
        ...record,
        status: String(variables['status']),
        description: String(variables['description']),
        document_url:
          variables['file'] === null ? '/storage/preapprovals/41-nuevo.pdf' : record.document_url,
      };
      return (
        answer ?? {
          editPreapproval: {
            id: record.id,
            status: record.status,
            description: record.description,
            document_url: record.document_url,
          },
        }
      );
    },
  });
  const location = at('/preapprovals/41/details', <PreapprovalDetailsPage />, PATTERN);
  return { ...server, location };
}

describe('PreapprovalDetailsPage', () => {
  it('edits status and description with a PDF sent as multipart, then toasts and re-reads', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = open();
    const statusBox = await screen.findByRole('combobox', { name: /Estado/ });
    await userEvent.selectOptions(statusBox, 'approved');
    const description = screen.getByRole('textbox', { name: /Descripción/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Banco Estado preaprobó el crédito.');
    const file = new File(['%PDF-1.7'], 'preaprobacion-banco.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/Documento PDF/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(server.named('EditPreapproval')).toHaveLength(1));
    const sent = server.named('EditPreapproval')[0];
    expect(sent?.variables).toEqual({
      preapproval_id: '41',
      status: 'approved',
      description: 'Banco Estado preaprobó el crédito.',
      file: null,
    });
    expect(sent?.form?.get('map')).toBe(JSON.stringify({ 0: ['variables.file'] }));
    const part = sent?.form?.get('0');
    expect(part instanceof File ? part.name : part).toBe('preaprobacion-banco.pdf');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Preaprobación actualizada.' }),
      ),
    );
    await waitFor(() => expect(server.named('Preapproval').length).toBeGreaterThan(1));
    expect(await screen.findByRole('option', { name: 'Aprobada (actual)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver documento/ }).getAttribute('href')).toBe(
      '/storage/preapprovals/41-nuevo.pdf',
    );
  });

  it('sends plain JSON without a file when no document was chosen', async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.named('EditPreapproval')).toHaveLength(1));
    const sent = server.named('EditPreapproval')[0];
    expect(sent?.form).toBeNull();
    expect(sent?.variables).toEqual({
      preapproval_id: '41',
      status: 'pending',
      description: 'Cliente envió liquidaciones de sueldo de los últimos tres meses.',
    });
  });

  it("shows the server's Spanish refusal above the form and keeps what was typed", async () => {
    open('PreapprovalUser', () => {
      throw new Refusal('Una preaprobación en estado «Pendiente» no puede pasar a «Pendiente».');
    });
    const description = await screen.findByRole('textbox', { name: /Descripción/ });
    await userEvent.type(description, ' Llamar al cliente.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'no puede pasar a «Pendiente»',
    );
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Descripción/ }).value,
    ).toContain('Llamar al cliente.');
  });

  it('sends a record the viewer may not see to the 404 page', async () => {
    serve({
      Me: meAnswer('PreapprovalUser'),
      Preapproval: () => {
        throw new Refusal('No encontramos la preaprobación.', 'NOT_FOUND');
      },
    });
    const location = at('/preapprovals/99/details', <PreapprovalDetailsPage />, PATTERN);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/error-404'));
  });
});

it("sends another agency's pre-approval to the 403 page, never showing its data", async () => {
  serve({
    Me: meAnswer('PreapprovalUser'),
    Preapproval: () => {
      throw new Refusal('No tienes acceso a esta preaprobación.', 'FORBIDDEN');
    },
  });
  const location = at('/preapprovals/77/details', <PreapprovalDetailsPage />, PATTERN);
  await waitFor(() => expect(location.history?.at(-1)).toBe('/error-403'));
  expect(screen.queryByText('Cliente')).toBeNull();
});
