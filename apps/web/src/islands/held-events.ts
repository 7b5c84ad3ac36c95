import { afterPaint } from '../lib/tasks.ts';

/**
 * What a visitor does inside an island before it is alive (decision 59): a press of one of its buttons
 * or a submit of one of its forms is held, not lost and not done natively (a form would reload the
 * page with its text in the address), and done once, the last one, when the island is ready.
 * A form's submit button is a plain button until then (`useHydrated`), so a press before any script
 * ran does nothing at all; links work as links throughout.
 */
type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const held = new Map<Element, Held>();

/** The island a target is in, while that island is not alive yet. */
function sleepingIsland(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const root = target.closest<HTMLElement>('[data-island]');
  return root && root.dataset.hydrated !== 'true' ? root : null;
}

function hold(event: Event) {
  const root = sleepingIsland(event.target);
  if (!root) return;
  if (event.type === 'submit') {
    const submit = event as SubmitEvent;
    held.set(root, { kind: 'submit', form: submit.target as HTMLFormElement, submitter: submit.submitter });
  } else {
    const button = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
    if (!button) return;
    held.set(root, { kind: 'click', target: button });
  }
  event.preventDefault();
  event.stopPropagation();
}

/** Starts holding: as soon as the islands' script runs, long before the islands are alive. */
export function holdEarlyEvents(): void {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * Marks an island alive and does what was held for it, once its effects have run (a field's text
 * typed before is in the island's state by then: hooks/use-typed-before-hydration.ts).
 */
export async function wakeIsland(root: HTMLElement): Promise<void> {
  root.dataset.hydrated = 'true';
  const action = held.get(root);
  if (!action) return;
  held.delete(root);
  await afterPaint();
  if (action.kind === 'click') {
    action.target.click();
  } else if (action.form.isConnected) {
    const submitter =
      action.submitter?.isConnected && action.submitter.getAttribute('type') === 'submit'
        ? action.submitter
        : null;
    action.form.requestSubmit(submitter);
  }
}

/**
 * What was typed into an island's fields before it came alive, to put back once it is: hydrating, Preact
 * writes a textarea's value from its props (empty), and the island's effects then read the fields
 * (hooks/use-typed-before-hydration.ts).
 */
export function keepTypedText(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input')].map(
    (field) => [field, field.value] as const,
  );
  return () => {
    for (const [field, value] of typed) {
      if (field.isConnected && field.value !== value) field.value = value;
    }
  };
}
