// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners.ts';

/** A store as the app's small ones are made: a value, and listeners told when it changes. */
function createCounter() {
  let count = 0;
  const listeners = createListeners();
  return {
    get: () => count,
    subscribe: listeners.subscribe,
    increment() {
      count += 1;
      listeners.notify();
    },
  };
}

describe('createListeners', () => {
  it('re-renders what shows a store when the store says it changed', () => {
    const counter = createCounter();
    function Count() {
      return <p>Pages loading: {useSyncExternalStore(counter.subscribe, counter.get)}</p>;
    }
    const { unmount } = render(<Count />);
    expect(screen.getByText('Pages loading: 0')).toBeTruthy();

    act(() => counter.increment());
    act(() => counter.increment());
    expect(screen.getByText('Pages loading: 2')).toBeTruthy();
    unmount();
    // Nobody is left listening: a change after the unmount reaches no one, and throws nothing.
    expect(() => counter.increment()).not.toThrow();
  });

  it('tells each listener once, with the value, until it unsubscribes', () => {
    const listeners = createListeners<string>();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listeners.subscribe(first);
    listeners.subscribe(second);

    listeners.notify('signed out');
    stopFirst();
    listeners.notify('again');

    expect(first.mock.calls).toEqual([['signed out']]);
    expect(second.mock.calls).toEqual([['signed out'], ['again']]);
  });
});
