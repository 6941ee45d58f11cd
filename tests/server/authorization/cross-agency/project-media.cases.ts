import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  AddProjectImageDocument,
  DeleteMediaProjectDocument,
  EditMediaPropertyByModelDocument,
  EditOrderProjectImagesDocument,
  ModelsByProjectDocument,
  ProjectsMediaDocument,
  RemoveProjectImageDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { medias, properties } from '../../../../src/server/db/schema';
import { executeUpload, images } from '../../../../src/server/storage/storage.fixtures';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, type Check, type CrossCase, type CrossContext } from './cross-case';
import { refusedRead } from './webhooks.cases';
import { ownProjects, type Foreign } from './world';

// Media of another agency's project: reads must show none of it, writes must be refused and
// leave every media row of that project as it was (compared in the database). Removal is also
// tried through the principal's own project with the other project's media id.

const PHOTO = { bytes: images.png, name: 'fachada-intrusa.png', type: 'image/png' };
// The typed variable; executeUpload sends PHOTO as the part that takes its place.
const PHOTO_FILE = new File([PHOTO.bytes], PHOTO.name, { type: PHOTO.type });

/** The other project's media rows, by id: what every write case compares. */
const mediaOf = (db: Db, projectId: number) =>
  db
    .select()
    .from(medias)
    .where(and(eq(medias.model_type, 'project'), eq(medias.model_id, projectId)))
    .orderBy(asc(medias.id));

/** Two gallery images and a logo on the other agency's first project (made once). */
async function foreignMedia(db: Db, foreign: Foreign) {
  const projectId = foreign.projectIds[0] ?? 0;
  let rows = await mediaOf(db, projectId);
  if (!rows.length) {
    const row = (collection: string, order: number, name: string) => ({
      model_type: 'project',
      model_id: projectId,
      collection,
      order,
      url: `/storage/projects/${name}`,
      file_name: name,
    });
    await db
      .insert(medias)
      .values([
        row('gallery', 0, 'living-ajeno.png'),
        row('gallery', 1, 'cocina-ajena.png'),
        row('logo', 0, 'logo-ajeno.png'),
      ]);
    rows = await mediaOf(db, projectId);
  }
  const gallery = rows.filter((r) => r.collection === 'gallery');
  const logo = rows.find((r) => r.collection === 'logo');
  return { projectId, gallery, logo };
}

export const projectsMediaCase: CrossCase = {
  operation: 'projectsmedia',
  async run({ t }, principal, foreign) {
    const { projectId } = await foreignMedia(t.database.db, foreign);
    const variables = { project_id: String(projectId) };
    const result = await executeOperation(
      t.app,
      ProjectsMediaDocument,
      variables,
      principal.token ?? '',
    );
    const ids = result.data?.projectsmedia.map((m) => m.id) ?? [];
    return [refusedRead('media del proyecto ajeno', result, ids)];
  },
};

export const modelsByProjectCase: CrossCase = {
  operation: 'modelsbyproject',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    const variables = { project_id: String(projectId) };
    const result = await executeOperation(
      t.app,
      ModelsByProjectDocument,
      variables,
      principal.token ?? '',
    );
    const models = result.data?.modelsbyproject.map((m) => m.model) ?? [];
    return [refusedRead('modelos del proyecto ajeno', result, models)];
  },
};

export const addProjectImageCase: CrossCase = {
  operation: 'addProjectImage',
  async run({ t }, principal, foreign) {
    const { projectId } = await foreignMedia(t.database.db, foreign);
    const before = await mediaOf(t.database.db, projectId);
    const variables = { project_id: String(projectId), type: 'gallery', files: [PHOTO_FILE] };
    const token = principal.token ?? undefined;
    const result = await executeUpload(
      t.app,
      AddProjectImageDocument,
      variables,
      { 'files.0': PHOTO },
      token,
    );
    const after = await mediaOf(t.database.db, projectId);
    return [
      refusedAndUnchanged('galería ajena', result, result.data?.addProjectImage, before, after),
    ];
  },
};

export const editOrderProjectImagesCase: CrossCase = {
  operation: 'editOrderProjectImages',
  async run({ t }, principal, foreign) {
    const { projectId, gallery } = await foreignMedia(t.database.db, foreign);
    const before = await mediaOf(t.database.db, projectId);
    const images = gallery.map((image, i) => ({
      id: String(image.id),
      order: gallery.length - 1 - i,
    }));
    const token = principal.token ?? undefined;
    const result = await executeOperation(t.app, EditOrderProjectImagesDocument, { images }, token);
    const after = await mediaOf(t.database.db, projectId);
    return [
      refusedAndUnchanged(
        'galería ajena',
        result,
        result.data?.editOrderProjectImages,
        before,
        after,
      ),
    ];
  },
};

async function send(
  t: CrossContext['t'],
  operation: 'removeProjectImage' | 'deleteMediaProject',
  variables: { project_id: string; media_id: string },
  token: string | null,
) {
  if (operation === 'removeProjectImage') {
    const result = await executeOperation(
      t.app,
      RemoveProjectImageDocument,
      variables,
      token ?? undefined,
    );
    return { result, returned: result.data?.removeProjectImage };
  }
  const result = await executeOperation(
    t.app,
    DeleteMediaProjectDocument,
    variables,
    token ?? undefined,
  );
  return { result, returned: result.data?.deleteMediaProject };
}

/** A removal aimed at the other project, directly and through the principal's own project. */
function removalCase(
  operation: 'removeProjectImage' | 'deleteMediaProject',
  pick: (media: Awaited<ReturnType<typeof foreignMedia>>) => number,
): CrossCase {
  return {
    operation,
    async run({ t }, principal, foreign) {
      const db = t.database.db;
      const media = await foreignMedia(db, foreign);
      const [own] = await ownProjects(db, principal);
      const targets = [
        { what: 'por el proyecto ajeno', projectId: media.projectId },
        ...(own ? [{ what: 'por un proyecto propio', projectId: own }] : []),
      ];
      const checks: Check[] = [];
      for (const { what, projectId } of targets) {
        const before = await mediaOf(db, media.projectId);
        const variables = { project_id: String(projectId), media_id: String(pick(media)) };
        const { result, returned } = await send(t, operation, variables, principal.token);
        const after = await mediaOf(db, media.projectId);
        checks.push(refusedAndUnchanged(what, result, returned, before, after));
      }
      return checks;
    },
  };
}

export const removeProjectImageCase = removalCase(
  'removeProjectImage',
  (m) => m.gallery[0]?.id ?? 0,
);
export const deleteMediaProjectCase = removalCase('deleteMediaProject', (m) => m.logo?.id ?? 0);

export const editMediaPropertyByModelCase: CrossCase = {
  operation: 'editMediaPropertyByModel',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const projectId = foreign.projectIds[0] ?? 0;
    const [unit] = await db
      .select({ model: properties.model })
      .from(properties)
      .where(and(eq(properties.project_id, projectId), isNotNull(properties.model)))
      .limit(1);
    const before = await mediaOf(db, projectId);
    const variables = {
      project_id: String(projectId),
      models: [unit?.model ?? 'Modelo A'],
      file: PHOTO_FILE,
    };
    const token = principal.token ?? undefined;
    const result = await executeUpload(
      t.app,
      EditMediaPropertyByModelDocument,
      variables,
      { file: PHOTO },
      token,
    );
    const after = await mediaOf(db, projectId);
    return [
      refusedAndUnchanged(
        'plano de un modelo ajeno',
        result,
        result.data?.editMediaPropertyByModel,
        before,
        after,
      ),
    ];
  },
};
