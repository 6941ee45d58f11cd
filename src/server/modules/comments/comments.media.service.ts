import { COMMENT_MEDIA_MAX_BYTES, commentMessages } from '../../../shared/schemas/comments';
import { fieldError } from '../../kernel';
import { isUploadedFile, readImageUpload, type ImageUpload } from '../../storage';

/**
 * The comment's optional picture, checked by content before anything is written: null when no
 * real file was sent (spec §5: the client sends media only when it is a file), a BAD_USER_INPUT
 * on `media` when it is too large or not a JPG, PNG or WebP image.
 */
export async function readCommentMedia(media: unknown): Promise<ImageUpload | null> {
  if (!isUploadedFile(media)) return null;
  if (media.size > COMMENT_MEDIA_MAX_BYTES)
    throw fieldError('media', commentMessages.mediaTooLarge);
  return readImageUpload(media, {
    field: 'media',
    invalidMessage: commentMessages.mediaInvalid,
    maxBytes: COMMENT_MEDIA_MAX_BYTES,
    formats: ['jpeg', 'png', 'webp'],
  });
}
