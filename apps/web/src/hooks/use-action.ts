import { useRef, useState } from 'react';

export type ActionOptions<Input, Result> = {
  onSuccess?: (result: Result, input: Input) => unknown;
  onError?: (error: Error, input: Input) => unknown;
};

/**
 * An API call a form makes, and whether it is on its way: the shape of the query library's
 * `useMutation` for the forms of the public pages and the top bar's Log Out, which the visitor gets
 * before the query library (app/with-queries.tsx): those pages load none of it.
 */
export function useAction<Input, Result>(
  action: (input: Input) => Promise<Result>,
  { onSuccess, onError }: ActionOptions<Input, Result> = {},
) {
  const [isPending, setPending] = useState(false);
  // A second submit while the first is on its way is dropped (a double click sends once).
  const inFlight = useRef(false);
  const mutate = async (input: Input, { onSettled }: { onSettled?: () => void } = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const result = await action(input);
      await onSuccess?.(result, input);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)), input);
    } finally {
      inFlight.current = false;
      setPending(false);
      onSettled?.();
    }
  };
  return { isPending, mutate };
}
