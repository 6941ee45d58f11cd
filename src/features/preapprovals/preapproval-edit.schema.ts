// The edit form of a pre-approval (spec §5: status and description required, a file optional).
// The document is checked here only to spare a round trip; the server checks its content again.
import { z } from 'zod';
import { formatBytes, matchesAccept } from '../../components/file-drop/file-rules';

export const DOCUMENT_ACCEPT = 'application/pdf,.pdf';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen document cannot be sent, in Spanish, or null. */
export function documentProblem(file: File): string | null {
  if (!matchesAccept(file, DOCUMENT_ACCEPT))
    return `«${file.name}» no es un PDF: adjunta el documento en formato PDF.`;
  if (file.size > DOCUMENT_MAX_BYTES)
    return `El PDF pesa ${formatBytes(file.size)}; el máximo es ${formatBytes(DOCUMENT_MAX_BYTES)}.`;
  return null;
}

export const preapprovalEditSchema = z.object({
  status: z.string().min(1, 'Elige el estado.'),
  description: z
    .string()
    .trim()
    .min(1, 'Escribe una descripción: qué se revisó o qué respondió el banco.')
    .max(2000, 'La descripción admite hasta 2.000 caracteres.'),
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      const problem = file ? documentProblem(file) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export type PreapprovalEditInput = z.input<typeof preapprovalEditSchema>;
export type PreapprovalEditValues = z.output<typeof preapprovalEditSchema>;
export type PreapprovalEditField = keyof PreapprovalEditValues;
export const PREAPPROVAL_EDIT_FIELDS: readonly PreapprovalEditField[] = [
  'status',
  'description',
  'file',
];
