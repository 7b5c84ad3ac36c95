// @vitest-environment happy-dom
import { EMPTY_ITEMS } from '@portfolio/shared/portfolio';
import { type PlacedImage, PROJECT_IMAGES_MAX, projectImageMessages } from '@portfolio/shared/project-images';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { screenWidth } from '../../../testing/screen-width.ts';
import { imageFile, imageId, stubUploads, uploadedBody } from '../testing/fake-uploads.ts';
import { renderUpdateEditor } from '../testing/update-editor.tsx';

const DRAFT_KEY = 'pm-draft:user-1:portfolio:p1';

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  stubApi(() => envelope(404, { message: 'Not found' }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const placed = (name: string, alt = `Screen ${name}`): PlacedImage => ({
  id: imageId(name),
  alt,
  caption: '',
  width: 1200,
  height: 800,
});

/** The editor with one project (Atlas) holding `images`, its Projects card open. */
async function renderProject(images: PlacedImage[] = [], caseStudy = '') {
  const view = renderUpdateEditor({
    projects: [{ ...EMPTY_ITEMS.projects, title: 'Atlas', images, caseStudy }],
  });
  await view.user.click(screen.getByRole('button', { name: 'Projects', expanded: false }));
  const project = within(screen.getByRole('group', { name: 'Project 1' }));
  return { ...view, project, picker: () => project.getByLabelText('Add images') as HTMLInputElement };
}

const save = async (view: { user: { click: (element: Element) => Promise<void> } }) =>
  view.user.click(screen.getByRole('button', { name: 'Update Portfolio' }));

const savedProject = (submitted: ReturnType<typeof renderUpdateEditor>['submitted']) =>
  submitted.mock.calls.at(-1)?.[0].content.projects[0];

describe("a project's images in the editor (issue 26 item 1)", { timeout: 30_000 }, () => {
  it('uploads each file with its own progress bar, two at a time, and shows each uploaded image to describe', async () => {
    const sent = stubUploads();
    const { user, project, picker } = await renderProject();
    await user.upload(picker(), [imageFile('a.png', 100), imageFile('b.png'), imageFile('c.png')]);

    // Two sent, the third waits its turn.
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/userData/images' });
    expect(sent[0]?.headers.Accept).toBe('application/json');
    expect(sent[0]?.file.name).toBe('a.png');
    await sent[0]?.progress(40, 100);
    expect((project.getByRole('progressbar', { name: 'a.png' }) as HTMLProgressElement).value).toBe(40);
    expect(project.getByRole('progressbar', { name: 'c.png' })).toBeTruthy();

    await sent[0]?.respond(201, uploadedBody(imageId('a')));
    expect(sent).toHaveLength(3);
    expect(project.queryByRole('progressbar', { name: 'a.png' })).toBeNull();
    const image = within(project.getByRole('group', { name: 'Image 1' }));
    expect(image.getByRole('textbox', { name: 'Alt text (what it shows)' })).toBeTruthy();
    expect(image.getByRole('textbox', { name: 'Caption (optional)' })).toBeTruthy();
    expect(project.getByRole('group', { name: 'Image 1' }).querySelector('img')?.getAttribute('src')).toBe(
      `/_images/${imageId('a')}/480.webp`,
    );
    expect((image.getByRole('radio', { name: 'Cover (image 1)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes files dropped on the list, and refuses an image the project already has', async () => {
    const sent = stubUploads();
    const { project } = await renderProject([placed('a')]);
    const list = project.getByRole('group', { name: 'Image 1' });
    const dataTransfer = { types: ['Files'], files: [imageFile('again.png'), imageFile('new.png')] };
    fireEvent.dragOver(list, { dataTransfer });
    fireEvent.drop(list, { dataTransfer });

    expect(sent.map(({ file }) => file.name)).toEqual(['again.png', 'new.png']);
    await sent[0]?.respond(201, uploadedBody(imageId('a')));
    await sent[1]?.respond(201, uploadedBody(imageId('b')));
    expect(project.getByRole('alert').textContent).toBe(projectImageMessages.twice);
    expect(project.getByRole('button', { name: 'Dismiss again.png' })).toBeTruthy();
    expect(project.getByRole('group', { name: 'Image 2' })).toBeTruthy();
    expect(project.queryByRole('group', { name: 'Image 3' })).toBeNull();
  });

  it("shows the server's refusal next to its file, which Dismiss takes away", async () => {
    const sent = stubUploads();
    const { user, project, picker } = await renderProject();
    await user.upload(picker(), [imageFile('notes.png')]);
    const refusal = 'An image must be a JPEG, PNG, WebP, GIF or AVIF picture.';
    await sent[0]?.respond(415, { success: false, message: refusal });

    expect(project.getByRole('alert').textContent).toBe(refusal);
    expect(project.queryByRole('group', { name: 'Image 1' })).toBeNull();
    await user.click(project.getByRole('button', { name: 'Dismiss notes.png' }));
    expect(project.queryByRole('alert')).toBeNull();
    expect(project.queryByText('notes.png')).toBeNull();
  });

  it('waits for a busy server (429, Retry-After) and sends the file again', async () => {
    const sent = stubUploads();
    const { user, project, picker } = await renderProject();
    await user.upload(picker(), [imageFile('a.png')]);
    await sent[0]?.respond(429, { success: false, message: 'Busy' }, { 'Retry-After': '1' });

    expect(project.getByText('Waiting for the server…')).toBeTruthy();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 3000 });
    expect(sent[1]?.file.name).toBe('a.png');
    await sent[1]?.respond(201, uploadedBody(imageId('a')));
    expect(project.queryByText('Waiting for the server…')).toBeNull();
    expect(project.getByRole('group', { name: 'Image 1' })).toBeTruthy();
  });

  it(`refuses a file beyond ${PROJECT_IMAGES_MAX} images with the reason, and then takes no more`, async () => {
    const sent = stubUploads();
    const eleven = 'abcdef012345'
      .split('')
      .slice(0, 11)
      .map((name) => placed(name));
    const { user, project, picker } = await renderProject(eleven);
    await user.upload(picker(), [imageFile('twelfth.png'), imageFile('thirteenth.png')]);

    expect(sent.map(({ file }) => file.name)).toEqual(['twelfth.png']);
    const full = `${projectImageMessages.tooMany}. Remove one to add another.`;
    expect(project.getByRole('alert').textContent).toBe(full);
    await sent[0]?.respond(201, uploadedBody(imageId('9')));
    expect(project.getByRole('group', { name: 'Image 12' })).toBeTruthy();
    expect(picker().disabled).toBe(true);
    expect(project.getAllByText(full).length).toBeGreaterThan(1);
  });

  it('saves the order set with Move up / Move down, the focus kept on the moved image, and the chosen cover', async () => {
    const view = await renderProject([placed('a'), placed('b'), placed('c')]);
    const { user, project, submitted } = view;
    await user.click(project.getByRole('button', { name: 'Move image 3 up' }));
    expect(document.activeElement).toBe(project.getByRole('button', { name: 'Move image 2 up' }));
    expect(project.getByText('Image moved to position 2 of 3')).toBeTruthy();
    await user.click(project.getByRole('button', { name: 'Move image 1 down' }));
    await user.click(project.getByRole('radio', { name: 'Cover (image 3)' }));
    await save(view);

    const saved = savedProject(submitted);
    expect(saved?.images?.map(({ id }) => id)).toEqual([imageId('c'), imageId('a'), imageId('b')]);
    expect(saved?.coverImageId).toBe(imageId('b'));
  });

  it('removes an image, its cover choice with it, and puts the focus on the next Remove', async () => {
    const view = await renderProject([placed('a'), placed('b'), placed('c')]);
    const { user, project, submitted } = view;
    await user.click(project.getByRole('radio', { name: 'Cover (image 2)' }));
    await user.click(project.getByRole('button', { name: 'Remove image 2' }));
    expect(document.activeElement).toBe(project.getByRole('button', { name: 'Remove image 2' }));
    await save(view);
    const saved = savedProject(submitted);
    expect(saved?.images?.map(({ id }) => id)).toEqual([imageId('a'), imageId('c')]);
    expect(saved?.coverImageId).toBe('');
  });

  it('shows the alt text message by the image and does not save without it', async () => {
    const view = await renderProject([placed('a'), placed('b', '')]);
    await save(view);
    const image = within(view.project.getByRole('group', { name: 'Image 2' }));
    const alt = image.getByRole('textbox', { name: 'Alt text (what it shows)' });
    expect(image.getByText(projectImageMessages.alt)).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(alt);
    expect(view.submitted).not.toHaveBeenCalled();

    await view.user.type(alt, 'The sign-in screen');
    await save(view);
    expect(savedProject(view.submitted)?.images?.[1]?.alt).toBe('The sign-in screen');
  });

  it('places an image in the case study as Markdown at the cursor', async () => {
    const { user, project } = await renderProject([placed('a', 'The [new] dashboard')], 'Intro\nOutro');
    const caseStudy = project.getByRole('textbox', { name: /Case study/ }) as HTMLTextAreaElement;
    await user.click(caseStudy);
    caseStudy.setSelectionRange(5, 5);
    await user.click(project.getByRole('button', { name: 'Place in case study (image 1)' }));
    expect(caseStudy.value).toBe(`Intro\n\n![The \\[new\\] dashboard](image:${imageId('a')})\n\nOutro`);
    expect(document.activeElement).toBe(caseStudy);
  });
});

describe('images still uploading and the draft', { timeout: 30_000 }, () => {
  it('names them in the draft it keeps', async () => {
    stubUploads();
    const { user, picker } = await renderProject();
    await user.upload(picker(), [imageFile('a.jpg'), imageFile('b.jpg')]);
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').unfinishedUploads).toEqual([
          'a.jpg',
          'b.jpg',
        ]),
      { timeout: 3000 },
    );
  });

  it('an import that draws the sections anew cancels them and says which to choose again', async () => {
    const sent = stubUploads();
    const { user, picker } = await renderProject();
    await user.upload(picker(), [imageFile('a.jpg'), imageFile('b.jpg')]);
    expect(sent).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import' }, { timeout: 10_000 }));
    await user.click(dialog.getByRole('radio', { name: 'JSON Resume' }));
    dialog.getByRole('textbox', { name: 'Or paste the document' }).focus();
    await user.paste(JSON.stringify({ basics: { name: 'Ada Lovelace' } }));
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    await user.click(await dialog.findByRole('button', { name: 'Fill the form' }, { timeout: 10_000 }));

    expect(sent.map(({ aborted }) => aborted)).toEqual([true, true]);
    expect(
      screen
        .getByText(
          'These images were still uploading and the import cancelled them: a.jpg, b.jpg. Choose them again.',
        )
        .closest('[role="status"]'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').unfinishedUploads ?? []).toEqual([]),
    );
  });

  it('Discard draft says which images still uploading it threw away with the draft', async () => {
    const content = { projects: [{ ...EMPTY_ITEMS.projects, title: 'Atlas' }] };
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: '2026-11-26T10:00:00.000Z', hostingName: 'asha', content }),
    );
    const sent = stubUploads();
    const { user } = renderUpdateEditor();
    await user.click(screen.getByRole('button', { name: 'Projects', expanded: false }));
    const project = within(screen.getByRole('group', { name: 'Project 1' }));
    await user.upload(project.getByLabelText('Add images'), [imageFile('c.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(sent[0]?.aborted).toBe(true);
    const note = screen
      .getByText('These images were still uploading and went with the draft: c.jpg.')
      .closest('[role="status"]') as HTMLElement;
    expect(note).toBeTruthy();
    await user.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/still uploading/)).toBeNull();
  });

  it('lists them when the draft is restored, to be chosen again', async () => {
    const content = { projects: [{ ...EMPTY_ITEMS.projects, title: 'Atlas', images: [placed('a')] }] };
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: '2026-11-26T10:00:00.000Z',
        hostingName: 'asha',
        content,
        unfinishedUploads: ['a.jpg', 'b.jpg'],
      }),
    );
    const { user } = renderUpdateEditor();
    const note = within(screen.getByRole('region', { name: 'Draft restored' }));
    expect(
      note.getByText('These images had not finished uploading: a.jpg, b.jpg. Choose them again.'),
    ).toBeTruthy();
    // The uploaded one came back with the draft.
    await user.click(screen.getByRole('button', { name: 'Projects', expanded: false }));
    const image = within(screen.getByRole('group', { name: 'Image 1' }));
    expect((image.getByRole('textbox', { name: 'Alt text (what it shows)' }) as HTMLInputElement).value).toBe(
      'Screen a',
    );
  });
});

describe("an item's image in the owner's own sections", { timeout: 30_000 }, () => {
  it('uploads one image for the item, saves it with its alt text, and Remove brings the file input back', async () => {
    const sent = stubUploads();
    const view = renderUpdateEditor({
      customSections: [{ id: 'talks123', title: 'Talks', items: [{ ...emptyItem(), title: 'On phones' }] }],
    });
    const { user, submitted } = view;
    await user.click(screen.getByRole('button', { name: 'Your own sections', expanded: false }));
    await user.click(screen.getByRole('button', { name: 'Talks', expanded: false }));
    const item = within(screen.getByRole('group', { name: 'Item 1' }));
    await user.upload(item.getByLabelText('Image (optional)'), imageFile('slide.png'));
    await sent[0]?.respond(201, uploadedBody(imageId('d'), 800, 600));
    await user.type(item.getByRole('textbox', { name: 'Alt text (what it shows)' }), 'First slide');
    await save(view);
    expect(submitted.mock.calls.at(-1)?.[0].content.customSections[0]?.items[0]?.image).toEqual({
      id: imageId('d'),
      alt: 'First slide',
      caption: '',
      width: 800,
      height: 600,
    });

    await user.click(item.getByRole('button', { name: 'Remove the image of item 1' }));
    expect(document.activeElement).toBe(item.getByLabelText('Image (optional)'));
    await save(view);
    expect(submitted.mock.calls.at(-1)?.[0].content.customSections[0]?.items[0]?.image).toBeUndefined();
  });
});

const emptyItem = () => ({ title: '', subtitle: '', startDate: '', endDate: '', description: '', link: '' });
