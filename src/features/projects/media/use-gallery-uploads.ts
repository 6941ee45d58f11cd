// The gallery's upload queue. Each photo is its own addProjectImage request, one after another,
// so each one shows its own state and a refused photo (the server checks the content) stops
// nothing but itself: the others are stored and keep the order they were picked in.
import { useRef, useState } from 'react';
import { AddProjectImageDocument } from '../../../../graphql/generated/client/graphql';
import { fileProblem } from '../../../components/file-drop/file-rules';
import { errorMessage } from '../../../lib/network/errors';
import { executeOperation } from '../../../lib/network/execute';
import {
  PROJECT_IMAGE_ACCEPT,
  PROJECT_IMAGE_MAX_BYTES,
  type GalleryUpload,
  type ProjectMedia,
} from './media.types';

export interface GalleryUploadsHooks {
  /** A photo was stored: the gallery shows it at once. */
  onStored(medias: ProjectMedia[]): void;
  /** The queue is empty: time to read the gallery again from the server. */
  onDrained(): void;
}

export function useGalleryUploads(projectId: string, hooks: GalleryUploadsHooks) {
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  const [done, setDone] = useState(0);
  const queue = useRef<Array<{ key: string; file: File }>>([]);
  const running = useRef(false);
  const counter = useRef(0);
  const latest = useRef(hooks);
  latest.current = hooks;

  const patch = (key: string, change: Partial<GalleryUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function drain() {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      patch(key, { status: 'sending' });
      try {
        const result = await executeOperation(AddProjectImageDocument, {
          project_id: projectId,
          type: 'gallery',
          files: [file],
        });
        setUploads((list) => list.filter((item) => item.key !== key));
        setDone((count) => count + 1);
        latest.current.onStored(result.addProjectImage);
      } catch (failure) {
        patch(key, { status: 'refused', message: errorMessage(failure) });
      }
    }
    running.current = false;
    setDone(0);
    latest.current.onDrained();
  }

  function addFiles(files: readonly File[]) {
    const added: GalleryUpload[] = [];
    for (const file of files) {
      counter.current += 1;
      const key = `subida-${counter.current}`;
      const problem = fileProblem(file, PROJECT_IMAGE_ACCEPT, PROJECT_IMAGE_MAX_BYTES);
      if (problem) {
        added.push({ key, name: file.name, status: 'refused', message: problem });
      } else {
        added.push({ key, name: file.name, status: 'waiting' });
        queue.current.push({ key, file });
      }
    }
    setUploads((list) => [...list, ...added]);
    void drain();
  }

  const dismiss = (key: string) => setUploads((list) => list.filter((item) => item.key !== key));

  return { uploads, done, addFiles, dismiss };
}
