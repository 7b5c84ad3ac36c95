/**
 * The template request typed by a visitor who had to sign in first: kept for this tab's session,
 * put back in the box when they return to /templates.
 */
const KEPT_TEXT_KEY = 'pm-template-request-text';

export function keepTemplateText(text: string): void {
  try {
    sessionStorage.setItem(KEPT_TEXT_KEY, text);
  } catch {
    // Storage blocked: the text cannot outlive the page; the box says sign-in is needed first.
  }
}

/** The kept text, if any; it stays kept until `forgetTemplateText`. */
export function keptTemplateText(): string | undefined {
  try {
    return sessionStorage.getItem(KEPT_TEXT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetTemplateText(): void {
  try {
    sessionStorage.removeItem(KEPT_TEXT_KEY);
  } catch {
    // Nothing could be kept either.
  }
}
