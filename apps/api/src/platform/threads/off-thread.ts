import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { API_ROOT } from '../package-root';

/**
 * Runs CPU-bound work (laying out a 3,000-page PDF) in a worker thread, so the instance's event
 * loop keeps answering other requests meanwhile. `script` is a `*.worker.ts` file beside its
 * caller (`new URL('./x.worker.ts', import.meta.url)`): from the source (tsx, the tests) it runs
 * as TypeScript through tsx's loader; from the build it is `dist/workers/x.worker.js`, which
 * `scripts/build.ts` compiles from every `*.worker.ts`. One thread per call, ended after it: the
 * work this serves takes seconds, so a pool would save little and hold memory between prints.
 * The input and answer must survive structured cloning (plain data; typed arrays move).
 */
export function runOffThread<Input, Output>(script: URL, input: Input): Promise<Output> {
  const source = fileURLToPath(script);
  const fromSource = source.endsWith('.ts') && existsSync(source);
  const file = fromSource
    ? source
    : path.join(API_ROOT, 'dist', 'workers', path.basename(source).replace(/\.ts$/, '.js'));
  const worker = new Worker(file, {
    workerData: input,
    ...(fromSource
      ? { execArgv: [...process.execArgv.filter((a) => a !== '--import'), '--import', 'tsx'] }
      : {}),
  });
  return new Promise<Output>((resolve, reject) => {
    worker.once('message', (answer: { ok: true; value: Output } | { ok: false; error: string }) => {
      if (answer.ok) resolve(answer.value);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker thread ${path.basename(file)} exited with ${code}`));
    });
  });
}

/** The worker's side: answers its one input with `work`'s result (or its error), then ends. */
export async function serveOneCall<Input, Output>(
  work: (input: Input) => Promise<Output>,
  transfer: (output: Output) => ArrayBuffer[] = () => [],
) {
  const { parentPort, workerData } = await import('node:worker_threads');
  try {
    const value = await work(workerData as Input);
    parentPort!.postMessage({ ok: true, value }, transfer(value));
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
}
