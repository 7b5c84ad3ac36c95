import { LIST_FIELDS, type ListField, type PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from '@portfolio/shared/templates';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { useHostingNameStatus } from '../hooks/use-hosting-name-status.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { usePortfolioDraft } from '../hooks/use-portfolio-draft.ts';
import { type FormErrors, validatePortfolio } from '../utils/form-validation.ts';
import type { ListItem } from '../utils/form-values.ts';
import { browserStorage, readDraft } from '../utils/portfolio-draft.ts';
import type { TextField } from '../utils/portfolio-form-data.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { DraftNote } from './draft-note.tsx';
import { type ControlKind, FormControl } from './form-control.tsx';
import { HostingNameField } from './hosting-name-field.tsx';
import { JsonResumeImport } from './json-resume-import.tsx';
import { ListSection } from './list-section.tsx';
import { PhotoField } from './photo-field.tsx';
import { PortfolioPreview } from './portfolio-preview.tsx';
import { TemplatePicker } from './template-picker.tsx';

type FieldSpec = {
  name: TextField;
  label: string;
  kind?: ControlKind;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  rows?: number;
  wide?: boolean;
};

const PROFILE_FIELDS: FieldSpec[] = [
  {
    name: 'title',
    label: 'Title',
    required: true,
    hint: 'Required. Your role or headline, such as Full-Stack Developer.',
    wide: true,
  },
  { name: 'name', label: 'Full Name', required: true, hint: 'Required.', autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, hint: 'Required.', autoComplete: 'email' },
  { name: 'contactNumber', label: 'Contact Number', kind: 'tel', autoComplete: 'tel' },
  { name: 'alternateContactNumber', label: 'Alternate Contact Number', kind: 'tel' },
  {
    name: 'summary',
    label: 'Summary',
    kind: 'textarea',
    rows: 3,
    hint: 'One or two sentences shown under your name.',
    wide: true,
  },
  { name: 'aboutMe', label: 'About Me', kind: 'textarea', rows: 6, wide: true },
  { name: 'address', label: 'Address', wide: true },
];

const LINK_FIELDS: FieldSpec[] = [
  { name: 'linkidenUrl', label: 'LinkedIn URL', kind: 'url' },
  { name: 'githubUrl', label: 'GitHub URL', kind: 'url' },
  { name: 'instagramUrl', label: 'Instagram URL', kind: 'url' },
  { name: 'facebookUrl', label: 'Facebook URL', kind: 'url' },
  { name: 'twitterUrl', label: 'Twitter URL', kind: 'url' },
];

/** The `lg` breakpoint: from here the preview sits beside the form. */
const WIDE_SCREEN = '(min-width: 64rem)';

export type PortfolioSubmission = {
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  templateId: TemplateId;
  /** A newly chosen photo (null: keep the current one, if any). */
  photo: File | null;
  /** Drop the stored photo (when no new one is chosen). */
  removePhoto: boolean;
};

/** How a submit ended: saved, or refused (with messages for the fields the server named, if any). */
export type SubmitOutcome = { saved: true } | { saved: false; errors?: FormErrors };

type PortfolioEditorProps = {
  mode: 'create' | 'update';
  /** Where this form's draft is kept in the browser (portfolioDraftKey). */
  draftKey: string;
  initialContent: PortfolioContent;
  initialHostingName?: string;
  /** The stored cover's address (update). */
  currentCover?: string;
  /** The stored photo's address (update), if there is one. */
  currentPhoto?: string;
  initialTemplateId?: TemplateId;
  liveUrl?: string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the checked form. */
  onSubmit: (submission: PortfolioSubmission) => Promise<SubmitOutcome>;
};

function Section({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="px-2 text-lg font-semibold text-slate-900">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 mb-4 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}

/**
 * The portfolio form of docs/spec.md §2–§5 with its live preview: every field and the five repeatable
 * sections, checked with the shared schema on submit (the first message per field under it, the
 * first invalid field focused), the hosting name's availability while typing (create), and the
 * site rendered in the chosen template beside the form on wide screens, behind a toggle on narrow ones.
 */
export function PortfolioEditor({
  mode,
  draftKey,
  initialContent,
  initialHostingName = '',
  currentCover,
  currentPhoto,
  initialTemplateId = DEFAULT_TEMPLATE_ID,
  liveUrl,
  submitLabel,
  submittingLabel,
  onSubmit,
}: PortfolioEditorProps) {
  const creating = mode === 'create';
  // A draft kept in this browser (the session ended, the tab was closed) takes the starting values' place.
  const [restored] = useState(() => readDraft(browserStorage(), draftKey));
  const [content, setContent] = useState(restored?.content ?? initialContent);
  const [hostingName, setHostingName] = useState(
    creating && restored ? restored.hostingName : initialHostingName,
  );
  const [coverImage, setCoverImage] = useState<File | null>(null);
  const [templateId, setTemplateId] = useState<TemplateId>(initialTemplateId);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  // What the form started with: anything else is unsaved work, kept as a draft and guarded.
  const initialValues = useMemo(
    () => JSON.stringify([initialHostingName, initialContent]),
    [initialHostingName, initialContent],
  );
  const dirty =
    coverImage !== null ||
    photo !== null ||
    removePhoto ||
    templateId !== initialTemplateId ||
    JSON.stringify([hostingName, content]) !== initialValues;
  const coverInputRef = useRef<HTMLInputElement>(null);
  const draft = usePortfolioDraft(draftKey, restored, { hostingName, content, coverImage, dirty }, (file) => {
    setCoverImage(file);
    // The file field shows the kept file's name, as if it had just been chosen.
    const transfer = new DataTransfer();
    transfer.items.add(file);
    if (coverInputRef.current) coverInputRef.current.files = transfer.files;
  });
  const [draftNoteShown, setDraftNoteShown] = useState(restored !== undefined);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [previewShown, setPreviewShown] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const formRef = useRef<HTMLFormElement>(null);
  const previewId = useId();
  const hostingStatus = useHostingNameStatus(hostingName, { enabled: creating });
  const chosenCoverUrl = useObjectUrl(coverImage);
  const coverSrc = chosenCoverUrl ?? currentCover;
  const chosenPhotoUrl = useObjectUrl(photo);

  // After a refused submit: the first field that says what is wrong gets the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clearError = (key: string) =>
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));

  const setText = (field: TextField) => (value: string) => {
    setContent((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setList =
    <List extends ListField>(list: List) =>
    (items: ListItem<List>[], editedKey?: string) => {
      setContent((current) => ({ ...current, [list]: items }));
      if (editedKey) clearError(editedKey);
      // Items were added or removed: the numbers in the messages no longer match.
      else
        setErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${list}.`))),
        );
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validatePortfolio({
      content,
      hostingName: creating ? hostingName : undefined,
      coverImage,
      coverRequired: creating,
    });
    const found: FormErrors = result.valid ? {} : { ...result.errors };
    if (creating && !found.hostingName && hostingStatus.unavailable) found.hostingName = hostingStatus.text;
    if (!result.valid || Object.keys(found).length > 0) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const outcome = await onSubmit({
        hostingName,
        content: result.content,
        coverImage,
        templateId,
        photo,
        removePhoto,
      });
      if (outcome.saved) draft.clear();
      else if (outcome.errors && Object.keys(outcome.errors).length > 0) {
        setErrors(outcome.errors);
        setFocusRequest((n) => n + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Back to the values the form started with; the kept draft goes with them. */
  const discardDraft = () => {
    setContent(initialContent);
    setHostingName(initialHostingName);
    setCoverImage(null);
    setTemplateId(initialTemplateId);
    setPhoto(null);
    setRemovePhoto(false);
    if (coverInputRef.current) coverInputRef.current.value = '';
    setErrors({});
    setDraftNoteShown(false);
    formRef.current?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus();
  };

  const field = (spec: FieldSpec) => (
    <FormControl
      key={spec.name}
      className={spec.wide ? 'sm:col-span-2' : undefined}
      kind={spec.kind}
      label={spec.label}
      name={spec.name}
      value={content[spec.name]}
      onValueChange={setText(spec.name)}
      error={errors[spec.name]}
      hint={spec.hint}
      required={spec.required}
      autoComplete={spec.autoComplete}
      rows={spec.rows}
    />
  );

  const preview = (
    <PortfolioPreview
      content={content}
      hostingName={hostingName}
      coverFile={coverImage}
      currentCover={currentCover}
      photoFile={photo}
      currentPhoto={removePhoto ? undefined : currentPhoto}
      liveUrl={liveUrl}
      templateId={templateId}
    />
  );

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="min-w-0">
        <div className="lg:hidden">
          <Button
            variant="secondary"
            aria-expanded={previewShown}
            aria-controls={previewId}
            onClick={() => setPreviewShown((shown) => !shown)}
          >
            {previewShown ? 'Hide preview' : 'Show preview'}
          </Button>
          <section
            id={previewId}
            aria-label="Live preview"
            hidden={!previewShown}
            className="mt-4 h-[70dvh] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {previewShown && !wide ? preview : null}
          </section>
        </div>

        {restored && draftNoteShown ? (
          <DraftNote
            savedAt={restored.savedAt}
            cover={draft.cover}
            saveLabel={submitLabel}
            onDiscard={discardDraft}
          />
        ) : null}

        <JsonResumeImport onImport={setContent} />
        <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-8 lg:mt-0">
          <Section legend="Your site">
            <div className="space-y-5">
              <HostingNameField
                value={hostingName}
                onValueChange={(value) => {
                  setHostingName(value);
                  clearError('hostingName');
                }}
                error={errors.hostingName}
                status={creating ? hostingStatus : undefined}
                readOnly={!creating}
              />
              <CoverImageField
                ref={coverInputRef}
                onFileChange={(file) => {
                  setCoverImage(file);
                  clearError('coverImage');
                }}
                previewSrc={coverSrc}
                showingCurrent={!chosenCoverUrl}
                required={creating}
                error={errors.coverImage}
              />
              <PhotoField
                onFileChange={(file) => {
                  setPhoto(file);
                  clearError('photo');
                }}
                previewSrc={chosenPhotoUrl ?? currentPhoto}
                showingCurrent={!chosenPhotoUrl}
                onRemoveChange={currentPhoto ? setRemovePhoto : undefined}
                remove={removePhoto}
                error={errors.photo}
              />
              <TemplatePicker value={templateId} onChange={setTemplateId} />
            </div>
          </Section>

          <Section legend="About you">
            <div className="grid gap-5 sm:grid-cols-2">{PROFILE_FIELDS.map(field)}</div>
          </Section>

          <Section legend="Links" description="Full addresses, starting with https://">
            <div className="grid gap-5 sm:grid-cols-2">{LINK_FIELDS.map(field)}</div>
          </Section>

          {LIST_FIELDS.map((list) => (
            <ListSection
              key={list}
              list={list}
              items={content[list] as ListItem<typeof list>[]}
              errors={errors}
              onChange={setList(list)}
            />
          ))}

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" aria-disabled={submitting} className="px-6 text-base sm:w-auto">
              {submitting ? (
                <>
                  <Spinner />
                  {submittingLabel}
                </>
              ) : (
                submitLabel
              )}
            </Button>
          </div>
        </form>
      </div>

      {/* While a submit is on its way the page may go where the save leads. */}
      <LeaveGuard when={dirty && !submitting}>
        Your changes are not saved to your portfolio yet. A draft stays in this browser and comes back when
        you open this form again.
      </LeaveGuard>

      {wide ? (
        <section
          aria-label="Live preview"
          className="sticky top-20 h-[calc(100dvh-6rem)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {preview}
        </section>
      ) : null}
    </div>
  );
}
