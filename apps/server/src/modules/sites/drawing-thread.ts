import type { Piscina } from 'piscina';
import { createIdleThreads } from '../../work/idle-threads.ts';
import type { ResumeJob } from './drawing-worker.ts';
import type { ShareDrawing } from './share-image-draw.ts';

let thread: Piscina | undefined;

/**
 * The one worker thread that draws a site's PDF résumé and its share image: laying out either takes
 * tens to hundreds of milliseconds of CPU, which on the app's own thread would hold up every request.
 * One thread for both (decision 61): each drawing library and its fonts stay loaded in one V8 heap,
 * not two, so a burst of publishes holds one thread's memory. It runs at a lower priority, starts
 * with the first drawing and ends after 10 s without one (its memory goes with it).
 *
 * One per process, not per app: an idle thread keeps no process alive, so closing an app has nothing
 * to end (its publisher waits for its own drawings), and apps built one after another in a process
 * (the server tests) find the libraries and fonts loaded instead of loading them for each app.
 */
export function createDrawingThread() {
  thread ??= createIdleThreads(new URL('./drawing-worker.ts', import.meta.url), 1);
  const pool = thread;
  const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    async resume(job: ResumeJob): Promise<Buffer> {
      return bufferOf((await pool.run(job, { name: 'resume' })) as Uint8Array);
    },
    async shareImage(drawing: ShareDrawing): Promise<Buffer> {
      return bufferOf((await pool.run(drawing, { name: 'shareImage' })) as Uint8Array);
    },
  };
}

export type DrawingThread = ReturnType<typeof createDrawingThread>;
