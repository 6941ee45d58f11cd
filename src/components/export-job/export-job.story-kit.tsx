// Stories drive the real export-job machine over a fake environment: nothing reaches a server,
// and each story decides whether a request, a job read or a download answers, fails or waits.
import { useEffect, useState, type ReactNode } from 'react';
import type { ExportJob, ExportJobEvent } from '../../../machines/exports/exports.types';
import { createExecutor } from '../../lib/network/execute';
import { ExportJobControl } from './export-job-control';
import { ExportJobEnvironmentProvider, type ExportJobEnvironment } from './export-job-environment';
import { useExportJob } from './use-export-job';

type Answer<T> = { wait: true } | { value: T } | { fail: string };

const settle = <T,>(answer: Answer<T>): Promise<T> =>
  'wait' in answer
    ? new Promise<T>(() => undefined)
    : 'fail' in answer
      ? Promise.reject(new Error(answer.fail))
      : Promise.resolve(answer.value);

export interface StoryScript {
  request?: Answer<ExportJob>;
  readJob?: Answer<ExportJob | null>;
  download?: Answer<void>;
}

export const WAIT = { wait: true } as const;

/**
 * A fake environment. The executor is the real one over a fake fetch, which answers every
 * operation the machine sends (only the job read, for recovery and polling) with `readJob`.
 */
export function storyEnvironment(script: StoryScript = {}): ExportJobEnvironment {
  const readJob = script.readJob ?? WAIT;
  const fakeFetch = () =>
    settle(readJob).then(
      (exportJob) =>
        new Response(JSON.stringify({ data: { exportJob } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  return {
    execute: createExecutor({ fetch: () => fakeFetch }),
    subscribe: () => () => undefined,
    download: () => settle(script.download ?? WAIT),
    notifyReady: () => undefined,
    pollIntervalMs: 60_000,
    firstPollMs: 60_000,
  };
}

export function WithExportEnvironment({
  script,
  children,
}: {
  script?: StoryScript;
  children: ReactNode;
}) {
  // One environment per mount: a new one each render would resubscribe the panel.
  const [environment] = useState(() => storyEnvironment(script));
  return (
    <ExportJobEnvironmentProvider value={environment}>{children}</ExportJobEnvironmentProvider>
  );
}

export interface ButtonStoryProps {
  script?: StoryScript;
  label?: string;
  job?: ExportJob;
  jobId?: string;
  /** Sent once mounted, to bring the machine to the state the story shows. */
  events?: readonly ExportJobEvent[];
}

function ScriptedControl({ script, label, job, jobId, events = [] }: ButtonStoryProps) {
  const request = () => settle(script?.request ?? WAIT);
  const actor = useExportJob({ request, job, jobId });
  useEffect(() => {
    events.forEach((event) => actor.send(event));
    // Once: the events bring a fresh actor to the story's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return <ExportJobControl actor={actor} label={label} />;
}

/** The export button's control over the real machine, scripted into one state. */
export function ExportButtonStory(props: ButtonStoryProps) {
  return (
    <WithExportEnvironment script={props.script}>
      <ScriptedControl {...props} />
    </WithExportEnvironment>
  );
}
