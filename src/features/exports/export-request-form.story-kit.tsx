// «Nueva exportación» over the export-job machine wired as the app wires it (createExportJobActors
// through useExportJob), in an environment whose server is scripted: the request answers a job,
// the job is read through a scripted /graphql (the polling the machine falls back on when the
// socket is down) and the download answers, fails or finds its link expired, in order.
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
// The tests' own copy of user-event: storybook/test bundles another, and two copies typing into
// one shared jsdom document break each other's value tracking in the files after these.
import userEvent from '@testing-library/user-event';
import { screen, waitFor } from 'storybook/test';
import type { ExportJob } from '../../../machines/exports/exports.types';
import {
  ExportJobEnvironmentProvider,
  type ExportJobEnvironment,
} from '../../components/export-job/export-job-environment';
import { scriptedExecutor } from '../../lib/network/scripted-graphql.story-kit';
import { subject } from '../../shared/access/test-subjects';
import { requestableKinds } from './export-catalog';
import { ExportRequestForm } from './export-request-form';

/** A download's outcome: saved, refused for an expired link (forbidden), failed, or in flight. */
export type DownloadOutcome = 'saved' | 'expired' | 'wait' | { fail: string };

export interface ExportScript {
  /** The request mutation's answer: the new job, a Spanish refusal, or none yet. */
  request?: ExportJob | { refuse: string } | 'wait';
  /** What each read of the job answers, in order; the last one repeats. null: the job is gone. */
  reads?: readonly (ExportJob | null)[];
  /** The downloads' outcomes, in order; the last one repeats. */
  downloads?: readonly DownloadOutcome[];
  /** Between two reads of the job: short in the state stories, slow in the walk to watch it. */
  readEveryMs?: number;
}

const never = <T,>() => new Promise<T>(() => undefined);

const nth = <T,>(list: readonly T[], index: number): T | undefined =>
  list[Math.min(index, list.length - 1)];

function download(outcome: DownloadOutcome | undefined): Promise<void> {
  if (outcome === undefined || outcome === 'wait') return never();
  if (outcome === 'saved') return Promise.resolve();
  // The signed link is refused as the server refuses it: the actors read the status.
  if (outcome === 'expired')
    return Promise.reject(Object.assign(new Error('403'), { status: 403 }));
  return Promise.reject(new Error(outcome.fail));
}

function scriptedEnvironment(script: ExportScript): ExportJobEnvironment {
  let read = 0;
  let downloaded = 0;
  const { execute } = scriptedExecutor({
    ExportJob: () => ({ data: { exportJob: nth(script.reads ?? [], read++) ?? null } }),
  });
  return {
    execute,
    // The socket is down: the machine follows the job by reading it.
    subscribe: () => () => undefined,
    download: () => download(nth(script.downloads ?? [], downloaded++)),
    notifyReady: () => undefined,
    firstPollMs: script.readEveryMs ?? 300,
    pollIntervalMs: script.readEveryMs ?? 300,
  };
}

function requestOf(script: ExportScript): () => Promise<ExportJob> {
  const answer = script.request ?? 'wait';
  if (answer === 'wait') return never;
  if ('refuse' in answer) return () => Promise.reject(new Error(answer.refuse));
  return () => Promise.resolve(answer);
}

const PROJECTS = [
  { value: '1', label: 'Condominio Parque Los Aromos' },
  { value: '2', label: 'Edificio Mirador del Maipo' },
];
const AGENCIES = [{ value: '1', label: 'Inmobiliaria Los Andes' }];

export function ExportWalk({ script = {} }: { script?: ExportScript }) {
  // One environment per mount: each story starts from a fresh server.
  const [environment] = useState(() => scriptedEnvironment(script));
  const [request] = useState(() => requestOf(script));
  return (
    <ExportJobEnvironmentProvider value={environment}>
      <Box p="6" maxW="md">
        <ExportRequestForm
          kinds={requestableKinds(subject('Admin'))}
          projects={PROJECTS}
          agencies={AGENCIES}
          onRequest={request}
        />
      </Box>
    </ExportJobEnvironmentProvider>
  );
}

/** Steps of the walk, shared by the stories' play functions and the tests. */
export const steps = {
  async request() {
    const button = await screen.findByRole('button', { name: 'Exportar' });
    // The form checks its filters first: the button waits until they pass.
    await waitFor(() => {
      if (button.hasAttribute('disabled')) throw new Error('Exportar sigue deshabilitado.');
    });
    await userEvent.click(button);
  },
  async download() {
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
  },
  async retry() {
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
  },
};
