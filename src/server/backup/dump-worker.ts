import { parentPort, workerData } from 'node:worker_threads';
import { dumpPgliteCopy, type DumpJob, type DumpReply } from './dump';

// The worker thread of a live PGlite backup (started by dumpLivePglite, one per backup): the dump
// is WebAssembly that keeps its thread busy throughout, which is this one and not the server's.

let reply: DumpReply;
try {
  reply = { facts: await dumpPgliteCopy(workerData as DumpJob) };
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(reply);
