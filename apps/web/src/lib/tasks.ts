/** Resolves in a task of its own, so the work after it does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the next frame has been painted: a frame's callbacks run just before it is painted, a task queued from there after it. */
export const afterPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
