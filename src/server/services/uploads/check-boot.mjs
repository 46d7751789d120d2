// A worker thread does not inherit the TypeScript loader the server runs under (tsx): this plain
// module starts it, then loads the worker's TypeScript entry (workerData.entry).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
