import type { ProjectCreate, ProjectEdit } from '../../../shared/schemas/projects';
import type { Tx } from '../../db/client';
import {
  replaceAdditionals,
  replaceExecutives,
  replaceRelated,
  replaceSubsidies,
  setPaymentKeys,
  setSellSubsidies,
} from './projects.lists.repository';
import {
  appendGallery,
  clearViewerUrl,
  replaceContactEmails,
  replaceProjectFile,
  replaceSlot,
} from './projects.lists-media.repository';
import type { StoredUploads } from './projects.uploads-store.service';

// Everything of createProject / editProject besides the projects row: lists, flags, keys and
// files, written in the caller's transaction. Left-out (undefined) parts stay as they are.

type Input = ProjectCreate | ProjectEdit;

export interface PartsOutcome {
  /** Storage paths of replaced files, removed after the commit. */
  replaced: string[];
  /** Which payment keys changed (for the audit: never their values). */
  keys: Partial<Record<'api_key' | 'secret_key', true>>;
}

async function writeLists(tx: Tx, projectId: number, input: Input, stored: StoredUploads) {
  const replaced: string[] = [];
  if (input.executives !== undefined) await replaceExecutives(tx, projectId, input.executives);
  if (input.contact_emails !== undefined) {
    const photos = stored.contactPhotos;
    replaced.push(...(await replaceContactEmails(tx, projectId, input.contact_emails, photos)));
  }
  if (input.subsidies !== undefined) await replaceSubsidies(tx, projectId, input.subsidies);
  if (input.relatedprojects !== undefined) {
    await replaceRelated(tx, projectId, input.relatedprojects);
  }
  if (input.projectadditional !== undefined) {
    await replaceAdditionals(tx, projectId, input.projectadditional);
  }
  if (input.sell_subsidies !== undefined) {
    await setSellSubsidies(tx, projectId, input.sell_subsidies);
  }
  return replaced;
}

async function writeFiles(tx: Tx, projectId: number, input: Input, stored: StoredUploads) {
  const replaced: string[] = [];
  if (stored.logo) replaced.push(...(await replaceSlot(tx, projectId, 'logo', stored.logo)));
  if (stored.cover_page) {
    replaced.push(...(await replaceSlot(tx, projectId, 'cover_page', stored.cover_page)));
  }
  await appendGallery(tx, projectId, stored.gallery);
  for (const { kind, stored: file } of stored.files) {
    replaced.push(...(await replaceProjectFile(tx, projectId, kind, file)));
  }
  // An external viewer URL counts only when no file of that kind came with the call.
  for (const kind of ['nube360', 'tour360'] as const) {
    if (stored.files.some((f) => f.kind === kind)) continue;
    const url = kind === 'nube360' ? input.nube360_url : input.tour360_url;
    if (url) replaced.push(...(await replaceProjectFile(tx, projectId, kind, { url })));
    else if (url === null) await clearViewerUrl(tx, projectId, kind);
  }
  return replaced;
}

export async function writeParts(
  tx: Tx,
  projectId: number,
  input: Input,
  stored: StoredUploads,
  keysSecret: string,
): Promise<PartsOutcome> {
  const replaced = [
    ...(await writeLists(tx, projectId, input, stored)),
    ...(await writeFiles(tx, projectId, input, stored)),
  ];
  const keys = await setPaymentKeys(
    tx,
    projectId,
    { api_key: input.api_key, secret_key: input.secret_key },
    keysSecret,
  );
  return { replaced, keys };
}
