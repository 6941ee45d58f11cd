import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './preapproval-edit-form.stories';

const S = composeStories(stories);

const statusBox = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /Estado/ });
const choices = () =>
  within(statusBox())
    .getAllByRole('option')
    .map((option) => option.textContent);
const pdf = (name = 'liquidaciones.pdf', size = 180_000) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('PreapprovalEditForm', () => {
  it('offers the current status and only those the table allows next', () => {
    const pending = render(<S.Pending />);
    expect(choices()).toEqual(['Pendiente (actual)', 'En revisión', 'Aprobada', 'Rechazada']);
    expect(screen.getByText('Nadie la ha revisado aún.')).toBeTruthy();
    pending.unmount();
    const approved = render(<S.Approved />);
    expect(choices()).toEqual(['Aprobada (actual)', 'En revisión']);
    approved.unmount();
    render(<S.Rejected />);
    expect(choices()).toEqual(['Rechazada (actual)', 'En revisión']);
  });

  it('sends the status, the description and the chosen PDF', async () => {
    const onSubmit = vi.fn();
    render(<S.InReview onSubmit={onSubmit} />);
    await userEvent.selectOptions(statusBox(), 'approved');
    expect(screen.getByText('El banco preaprobó el crédito.')).toBeTruthy();
    const description = screen.getByRole('textbox', { name: /Descripción/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Banco Estado preaprobó UF 1.935,45 a 25 años.');
    const file = pdf();
    await userEvent.upload(screen.getByLabelText(/Documento PDF/), file);
    expect(screen.getByText('Nuevo documento: liquidaciones.pdf (176 KB)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      status: 'approved',
      description: 'Banco Estado preaprobó UF 1.935,45 a 25 años.',
      file,
    });
  });

  it('keeps the status to change only the description, with no file', async () => {
    const onSubmit = vi.fn();
    render(<S.Pending onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      status: 'pending',
      description: 'Solicitud recibida, falta revisar documentos.',
      file: null,
    });
  });

  it('refuses a document that is not a PDF or weighs over 10 MB, in Spanish', async () => {
    const onSubmit = vi.fn();
    render(<S.Pending onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Documento PDF/);
    const word = new File(['x'], 'liquidaciones.docx', { type: 'application/msword' });
    await userEvent.upload(input, word, { applyAccept: false });
    expect(
      await screen.findByText(
        '«liquidaciones.docx» no es un PDF: adjunta el documento en formato PDF.',
      ),
    ).toBeTruthy();
    await userEvent.upload(input, pdf('escaneo.pdf', 12 * 1024 * 1024));
    expect(await screen.findByText('El PDF pesa 12 MB; el máximo es 10 MB.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Quitar/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('asks for a description', async () => {
    const onSubmit = vi.fn();
    render(<S.Invalid onSubmit={onSubmit} />);
    expect(
      await screen.findByText('Escribe una descripción: qué se revisó o qué respondió el banco.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits while saving and shows what the server refused', () => {
    const busy = render(<S.Busy />);
    expect(statusBox().disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: /Descripción/ }).hasAttribute('disabled')).toBe(
      true,
    );
    busy.unmount();
    const refused = render(<S.ServerError />);
    expect(screen.getByRole('alert').textContent).toContain('no puede pasar a «Pendiente»');
    refused.unmount();
    render(<S.FileRefused />);
    expect(screen.getByText('El archivo no es un PDF válido.')).toBeTruthy();
  });
});
