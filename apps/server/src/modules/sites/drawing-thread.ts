import { createIdleThreads } from '../../work/idle-threads.ts';
import type { ResumeJob } from './drawing-worker.ts';
import type { ShareDrawing } from './share-image-draw.ts';

/**
 * The one worker thread that draws a site's PDF résumé and its share image: laying out either takes
 * tens to hundreds of milliseconds of CPU, which on the app's own thread would hold up every request.
 * One thread for both (decision 61): each drawing library and its fonts stay loaded in one V8 heap,
 * not two, so a burst of publishes holds one thread's memory. It runs at a lower priority, starts
 * with the first drawing and ends after 10 s without one (its memory goes with it), or by close().
 * Its queue is bounded by the publisher: one résumé per site waiting, share images within a publish.
 */
export function createDrawingThread() {
  const pool = createIdleThreads(new URL('./drawing-worker.ts', import.meta.url), 1);
  const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    async resume(job: ResumeJob): Promise<Buffer> {
      return bufferOf((await pool.run(job, { name: 'resume' })) as Uint8Array);
    },
    async shareImage(drawing: ShareDrawing): Promise<Buffer> {
      return bufferOf((await pool.run(drawing, { name: 'shareImage' })) as Uint8Array);
    },
    close: () => pool.close(),
  };
}

export type DrawingThread = ReturnType<typeof createDrawingThread>;
