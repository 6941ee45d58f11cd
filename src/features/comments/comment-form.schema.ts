// The comment form: the shared rules of the server (name and comment required, comment up to
// 2,000 characters, a project) plus the optional picture, checked here only to spare a round
// trip; the server checks its content again.
import { z } from 'zod';
import { formatBytes, matchesAccept } from '../../components/file-drop/file-rules';
import { COMMENT_MEDIA_MAX_BYTES, commentSchema } from '../../shared/schemas/comments';

export const COMMENT_MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Why a chosen picture cannot be sent, in Spanish, or null. */
export function mediaProblem(file: File): string | null {
  if (!matchesAccept(file, COMMENT_MEDIA_ACCEPT))
    return `«${file.name}» no es una imagen JPG, PNG o WebP.`;
  if (file.size > COMMENT_MEDIA_MAX_BYTES)
    return `La imagen pesa ${formatBytes(file.size)}; el máximo es ${formatBytes(COMMENT_MEDIA_MAX_BYTES)}.`;
  return null;
}

export const commentFormSchema = commentSchema.extend({
  media: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      const problem = file ? mediaProblem(file) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

export type CommentFormInput = z.input<typeof commentFormSchema>;
export type CommentFormValues = z.output<typeof commentFormSchema>;
export type CommentFormField = keyof CommentFormValues;
export const COMMENT_FORM_FIELDS: readonly CommentFormField[] = [
  'name',
  'comment',
  'project_id',
  'media',
];
