import type { Locator, Page } from 'playwright-core';

/** The editor's one Import dialog. */
export const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import' });

/** The note under a field an import was unsure of, as the form shows it (import-sources.ts). */
export const checkThis = (noun: string) => `Check this: read from ${noun} with low confidence`;

/** A file as a file chooser gives it. */
export type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/** What the dialog shows it read, before it fills the form. */
export type ImportPreview = { dialog: Locator; imported: string[]; notImported: string[]; review: string };

// Reading a résumé on the server of a loaded two-core machine can take a few seconds; generous, and fixed.
const READ_TIMEOUT_MS = 30_000;

/** Opens Import and chooses a source by its radio button's name ('LinkedIn export', 'GitHub'). */
export async function openImport(page: Page, source: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = importDialog(page);
  await dialog.getByRole('radio', { name: source, exact: true }).check();
  return dialog;
}

/** Reads what the dialog was given (Read) and returns what it shows: per section in, out, and to check. */
export async function readImport(dialog: Locator, noun: string): Promise<ImportPreview> {
  await dialog.getByRole('button', { name: 'Read', exact: true }).click();
  await dialog
    .getByRole('heading', { name: `Read from ${noun}`, exact: true })
    .waitFor({ timeout: READ_TIMEOUT_MS });
  const lists = dialog.getByRole('list');
  const imported = await lists.nth(0).getByRole('listitem').allTextContents();
  const notImported =
    (await lists.count()) > 1 ? await lists.nth(1).getByRole('listitem').allTextContents() : [];
  const review = dialog.getByText(/read with low confidence: the form marks/);
  return {
    dialog,
    imported,
    notImported,
    review: (await review.count()) > 0 ? ((await review.textContent()) ?? '') : '',
  };
}

/** A file source (LinkedIn export, résumé): chooses the file in the field labelled `label` and reads it. */
export async function importFile(
  page: Page,
  { source, label, noun, file }: { source: string; label: string; noun: string; file: ChosenFile },
): Promise<ImportPreview> {
  const dialog = await openImport(page, source);
  await dialog.getByLabel(label, { exact: true }).setInputFiles(file);
  return readImport(dialog, noun);
}

/** GitHub: types the username and reads the profile. */
export async function importGithub(page: Page, username: string): Promise<ImportPreview> {
  const dialog = await openImport(page, 'GitHub');
  await dialog.getByRole('textbox', { name: 'GitHub username' }).fill(username);
  return readImport(dialog, 'your GitHub profile');
}

/** Fill the form: the dialog closes and the line above the form says what came in. */
export async function fillTheForm(page: Page): Promise<void> {
  const dialog = importDialog(page);
  await dialog.getByRole('button', { name: 'Fill the form', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
