import { useSyncExternalStore } from 'react';
import { pageLoads } from '../page-loads.ts';

const none = () => 0;

/** A thin bar under the top bar while the next page's code is loading. */
export function NavigationProgress() {
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.count, none);
  if (loading === 0) return null;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-progress bg-indigo-600 motion-reduce:animate-none" />
    </div>
  );
}
