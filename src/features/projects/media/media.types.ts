// The media tab's vocabulary: the slots of a project's files and the per-file upload state.
import type { MediaFieldsFragment } from '../../../../graphql/generated/client/graphql';
import { byOrder } from './gallery-order';

export type ProjectMedia = MediaFieldsFragment;

/** Slots the media tab edits one image at a time. */
export type SingleSlot = 'logo' | 'cover_page';

/** addProjectImage: images checked by content on the server, up to 10 MB each (media.graphql). */
export const PROJECT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PROJECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const SLOT_LABELS: Record<SingleSlot, string> = { logo: 'Logo', cover_page: 'Portada' };

/** One file the user sent to the gallery: on its way, or refused with the server's reason. */
export interface GalleryUpload {
  key: string;
  name: string;
  status: 'waiting' | 'sending' | 'refused';
  message?: string;
}

export function gallerySorted(medias: readonly ProjectMedia[]): ProjectMedia[] {
  return byOrder(medias.filter((media) => media.type === 'gallery'));
}

export function slotMedia(medias: readonly ProjectMedia[], slot: SingleSlot): ProjectMedia | null {
  return medias.find((media) => media.type === slot) ?? null;
}

/** A human name for an image in messages: its file name, else its position. */
export function imageName(media: ProjectMedia, index: number): string {
  return media.file_name ?? `Imagen ${index + 1}`;
}
