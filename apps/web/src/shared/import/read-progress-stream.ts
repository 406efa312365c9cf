import { ApiError } from '../api/api-error';
import type { ImportProgress } from './row-report';

/** The lines of a save that streams NDJSON: started, progress after each chunk, one result. */
export type ProgressLine =
  | { type: 'started'; total: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'result' };

/**
 * Reads a streamed save line by line, reporting progress, until its result. A connection that
 * closes first is an error: the save runs in one transaction, so nothing of it is kept.
 */
export async function readProgressStream<L extends ProgressLine>(
  res: Response,
  parse: (line: unknown) => L,
  onProgress: (p: ImportProgress) => void,
): Promise<Extract<L, { type: 'result' }>> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? '';
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const text of lines.filter((l) => l.trim())) {
      const line: ProgressLine = parse(JSON.parse(text));
      if (line.type === 'started') onProgress({ done: 0, total: line.total });
      else if (line.type === 'progress') onProgress({ done: line.done, total: line.total });
      else return line as Extract<L, { type: 'result' }>;
    }
    if (done) throw new ApiError(0, 'IMPORT_CUT', 'The connection closed before the import finished');
  }
}
