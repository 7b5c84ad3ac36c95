import { Worker } from 'node:worker_threads';
import type { PortfolioContent } from '@portfolio/shared/portfolio';

type Reply = { id: number; pdf?: Uint8Array; error?: string };

/**
 * Renders PDF résumés in a worker thread: laying out a PDF takes tens of milliseconds of CPU, which
 * on the app's own thread would hold up every request behind it. The worker starts with the first
 * résumé and is ended by close().
 */
export function createResumeRenderer() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const w = new Worker(new URL('./resume-worker.ts', import.meta.url));
    w.on('message', ({ id, pdf, error }: Reply) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) w.unref();
      if (!job) return;
      if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else job.reject(new Error(error ?? 'The PDF résumé could not be rendered.'));
    });
    w.on('error', failAll);
    w.on('exit', () => failAll(new Error('The PDF résumé worker stopped.')));
    worker = w;
    return w;
  }

  return {
    render(content: PortfolioContent, siteUrl: string): Promise<Buffer> {
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const w = started();
        // Alive while it has work; idle, it never keeps the process running on its own.
        w.ref();
        w.postMessage({ id, content, siteUrl });
      });
    },
    async close(): Promise<void> {
      const w = worker;
      worker = undefined;
      w?.ref();
      await w?.terminate();
    },
  };
}

export type ResumeRenderer = ReturnType<typeof createResumeRenderer>;
