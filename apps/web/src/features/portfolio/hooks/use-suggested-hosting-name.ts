import {
  type HostingNameSuggestion,
  hostingNameStem,
  SUGGESTION_NAME_MAX,
} from '@portfolio/shared/hosting-name-suggestion';
import { useHostingNameSuggestion } from '../api/get-hosting-name-suggestion.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { TYPING_PAUSE_MS } from './use-hosting-name-status.ts';

/**
 * A free hosting name made from the full name (the server's, which knows the names taken), once
 * typing in Full Name pauses; none for a name the server could make nothing of ('!!!'), none while
 * it is asked, and none when it could not answer: the owner can always type a name.
 */
export function useSuggestedHostingName(
  fullName: string,
  { enabled }: { enabled: boolean },
): HostingNameSuggestion | undefined {
  const settled = useDebouncedValue(fullName.trim(), TYPING_PAUSE_MS);
  const usable = settled.length <= SUGGESTION_NAME_MAX && hostingNameStem(settled) !== '';
  const suggestion = useHostingNameSuggestion(settled, { enabled: enabled && usable });
  return enabled && usable ? suggestion.data : undefined;
}
