import { useNavigation } from 'react-router';

/** A thin bar under the top bar while the next page (its code or data) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-progress bg-indigo-600 motion-reduce:animate-none" />
    </div>
  );
}
