// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { holdEarlyEvents, keepTypedText, wakeIsland } from './held-events.ts';

holdEarlyEvents();

function island(html: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.island = 'test';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('what a visitor does before an island is alive', () => {
  it('holds a press of its button and does the last one once, when the island wakes', async () => {
    const root = island('<button type="button">Like</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    let pressed = 0;
    button.addEventListener('click', () => {
      pressed += 1;
    });

    button.click();
    button.click();
    expect(pressed).toBe(0);

    await wakeIsland(root);
    expect(pressed).toBe(1);
    // Alive now: a press is the island's own, at once.
    button.click();
    expect(pressed).toBe(2);
  });

  it('leaves links and what is outside islands alone', () => {
    const root = island('<a href="#here">Here</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    (root.querySelector('a') as HTMLAnchorElement).click();
    outside.click();
    expect(seen).toEqual([false, false]);
  });

  it('holds a submit of its form and submits it once when it wakes', async () => {
    const root = island('<form><input name="email"><button type="submit">Send</button></form>');
    const form = root.querySelector('form') as HTMLFormElement;
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });

    form.requestSubmit();
    expect(submitted).toBe(0);

    await wakeIsland(root);
    expect(submitted).toBe(1);
  });

  it('puts back text typed into its fields that hydrating wrote over', () => {
    const root = island('<textarea name="message"></textarea><input name="name">');
    const message = root.querySelector('textarea') as HTMLTextAreaElement;
    const name = root.querySelector('input') as HTMLInputElement;
    message.value = 'Typed early';
    name.value = 'Asha';
    const putBack = keepTypedText(root);
    message.value = '';
    putBack();
    expect(message.value).toBe('Typed early');
    expect(name.value).toBe('Asha');
  });
});
