import {
  type HistoryRouterProps,
  type Location,
  NavigationType,
  type To,
  UNSAFE_createBrowserHistory,
} from 'react-router';
import { createListeners } from './listeners.ts';

type History = HistoryRouterProps['history'];

/** Whether leaving `currentLocation` for `nextLocation` must wait for the user's answer. */
export type ShouldBlock = (locations: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held until the user answers: go on with it, or stay. */
export type HeldNavigation = { proceed: () => void; reset: () => void };

export type BlockingHistory = History & {
  /** Sets the one check every navigation passes (a page with unsaved work); returns its removal. */
  block: (shouldBlock: ShouldBlock) => () => void;
  /** The navigation being held, if any, and a subscription to it (useSyncExternalStore). */
  held: () => HeldNavigation | null;
  subscribe: (onChange: () => void) => () => void;
  /**
   * Hears each navigation as it is carried out (not one held or put back), when the address changes:
   * before the next page shows, which waits for its code.
   */
  onNavigate: (listener: () => void) => () => void;
};

/**
 * The browser history the router runs on (React Router's own), with what its data routers call a
 * blocker: while a page has unsaved work, a link, a redirect, Back or Forward is held until the user
 * says whether to leave. Back and Forward have moved the address before anyone can ask, so the
 * history steps back to where it was while the question is open, and steps again on Leave.
 */
export function createBlockingHistory(): BlockingHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let shouldBlock: ShouldBlock | null = null;
  let held: HeldNavigation | null = null;
  const watchers = createListeners();
  const navigations = createListeners();
  // The location the app shows: during a Back, history.location is already the next one.
  let shown = history.location;
  // Set while the history puts the address back, or carries out an answered navigation.
  let skipPop = false;
  let proceeding = false;

  const hold = (navigation: HeldNavigation | null) => {
    held = navigation;
    watchers.notify();
  };
  const mustAsk = (nextLocation: Location) =>
    !proceeding && shouldBlock !== null && shouldBlock({ currentLocation: shown, nextLocation });
  const ask = (navigate: () => void) =>
    hold({
      proceed: () => {
        hold(null);
        proceeding = true;
        navigate();
      },
      reset: () => hold(null),
    });
  /** Runs the navigation now, or holds it until the user answers. */
  const attempt = (nextLocation: Location, navigate: () => void) =>
    mustAsk(nextLocation) ? ask(navigate) : navigate();
  const locationOf = (to: To, state: unknown): Location => ({
    ...history.encodeLocation(to),
    state,
    key: '',
    mask: undefined,
  });

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => attempt(locationOf(to, state), () => history.push(to, state)),
    replace: (to, state) => attempt(locationOf(to, state), () => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (skipPop) {
            skipPop = false;
            return;
          }
          const { delta } = update;
          if (delta && mustAsk(update.location)) {
            skipPop = true;
            history.go(-delta);
            ask(() => history.go(delta));
            return;
          }
        }
        proceeding = false;
        shown = update.location;
        navigations.notify();
        listener(update);
      });
    },
    block(check) {
      shouldBlock = check;
      return () => {
        if (shouldBlock === check) shouldBlock = null;
        hold(null);
      };
    },
    held: () => held,
    subscribe: watchers.subscribe,
    onNavigate: navigations.subscribe,
  };
}
