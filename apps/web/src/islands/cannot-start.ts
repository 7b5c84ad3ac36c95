/** Where an island could not start, the visitor is told so, rather than left pressing what cannot answer. */
export function sayItCannot(root: HTMLElement): void {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'mx-auto my-3 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900';
  note.textContent = 'This part of the page could not load. Reload the page to try again.';
  root.prepend(note);
}
