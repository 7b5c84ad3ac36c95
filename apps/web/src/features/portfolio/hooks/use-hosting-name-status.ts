import { portfolioMessages } from '@portfolio/shared/portfolio';
import { useHostingNameAvailability } from '../api/get-hosting-name-availability.ts';
import { hostingNameError } from '../utils/form-validation.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type HostingNameStatus = {
  /** What to tell the user about the name typed so far; empty while there is nothing to say. */
  text: string;
  tone: 'neutral' | 'good' | 'bad';
  /** True once the server said this exact name is taken (or breaks a rule). */
  unavailable: boolean;
  /** The address the site will have under the name in the field, once the server said it is free. */
  address?: string;
};

/** How long typing pauses before a check goes to the server. */
export const TYPING_PAUSE_MS = 300;

/**
 * The hosting name's availability while typing (docs/design.md deviation 7): once typing pauses, the
 * shared schema's rules first, then the server's answer for a name that passes them.
 */
export function useHostingNameStatus(name: string, { enabled }: { enabled: boolean }): HostingNameStatus {
  const settled = useDebouncedValue(name, TYPING_PAUSE_MS);
  const ruleBroken = settled === '' ? undefined : hostingNameError(settled);
  const availability = useHostingNameAvailability(settled, {
    enabled: enabled && settled !== '' && !ruleBroken,
  });

  if (!enabled || settled === '') return { text: '', tone: 'neutral', unavailable: false };
  if (ruleBroken) return { text: ruleBroken, tone: 'bad', unavailable: settled === name };
  if (availability.isPending) return { text: 'Checking availability…', tone: 'neutral', unavailable: false };
  if (availability.isError) {
    return { text: 'The hosting name could not be checked right now.', tone: 'neutral', unavailable: false };
  }
  const { available, message, address } = availability.data;
  return {
    text: message || (available ? 'This hosting name is available' : portfolioMessages.hostingNameTaken),
    tone: available ? 'good' : 'bad',
    unavailable: !available && settled === name,
    // The address of the name in the field: none while it is being changed.
    ...(available && address && settled === name ? { address } : {}),
  };
}
