import { z } from 'zod';

// The comment form (spec §3, §7: name, comment, project and an optional image). The server
// validates createComment and editComment with this schema and the SPA's form reuses it.

export const COMMENT_NAME_MAX = 255;
export const COMMENT_TEXT_MAX = 2000;
/** The optional picture: JPG, PNG or WebP up to this size, checked by content on the server. */
export const COMMENT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export const commentMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre admite hasta ${COMMENT_NAME_MAX} caracteres.`,
  commentRequired: 'El comentario es obligatorio.',
  commentTooLong: 'El comentario admite hasta 2.000 caracteres.',
  projectRequired: 'Elige el proyecto del comentario.',
  mediaInvalid: 'La imagen debe ser un archivo JPG, PNG o WebP.',
  mediaTooLarge: 'La imagen supera el máximo de 20 MB.',
  notFound: 'El comentario no existe.',
};

export const commentSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, commentMessages.nameRequired)
    .max(COMMENT_NAME_MAX, commentMessages.nameTooLong),
  comment: z
    .string()
    .trim()
    .min(1, commentMessages.commentRequired)
    .max(COMMENT_TEXT_MAX, commentMessages.commentTooLong),
  project_id: z.string().trim().min(1, commentMessages.projectRequired),
});

export type CommentInput = z.output<typeof commentSchema>;
