import { LIST_FIELDS, type PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from '@portfolio/shared/templates';
import { type SubmitOutcome, usePortfolioForm } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { DraftNote, DraftNotKeptNote } from './draft-note.tsx';
import { FocusFirstMessage, UnsavedChangesGuard } from './editor-watchers.tsx';
import { JsonResumeImport } from './json-resume-import.tsx';
import { ListSection } from './list-section.tsx';
import { LivePreview } from './live-preview.tsx';
import { NarrowPreview, WidePreview } from './preview-pane.tsx';
import { SaveButton } from './save-button.tsx';
import { SiteSection } from './site-section.tsx';
import { TextSections } from './text-sections.tsx';

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

/**
 * The portfolio form of docs/spec.md §2–§5 with its live preview: every field and the five repeatable
 * sections, and the site rendered in the chosen template beside the form on wide screens, behind a
 * toggle on narrow ones. Typing re-renders none of it (decision 45): each field keeps its value, and
 * the preview, the draft and the leave guard follow the form on their own.
 */
export function PortfolioEditor({
  currentCover,
  currentPhoto,
  liveUrl,
  submitLabel,
  submittingLabel,
  ...options
}: PortfolioEditorProps) {
  const editor = usePortfolioForm({
    ...options,
    initialHostingName: options.initialHostingName ?? '',
    initialTemplateId: options.initialTemplateId ?? DEFAULT_TEMPLATE_ID,
  });
  const { fields, keys, restoredDraft, submitting } = editor;

  const preview = (
    <LivePreview fields={fields} currentCover={currentCover} currentPhoto={currentPhoto} liveUrl={liveUrl} />
  );

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="min-w-0">
        <NarrowPreview>{preview}</NarrowPreview>
        {restoredDraft ? (
          <DraftNote {...restoredDraft} saveLabel={submitLabel} onDiscard={editor.discardDraft} />
        ) : null}
        {editor.draftNotKept ? <DraftNotKeptNote saveLabel={submitLabel} /> : null}
        <JsonResumeImport onImport={editor.importContent} />
        <form ref={editor.formRef} noValidate onSubmit={editor.submit} className="mt-6 space-y-8 lg:mt-0">
          <SiteSection
            key={keys.all}
            fields={fields}
            creating={editor.creating}
            onHostingNameStatus={editor.onHostingNameStatus}
            coverInput={editor.coverInput}
            currentCover={currentCover}
            currentPhoto={currentPhoto}
          />
          <TextSections key={keys.content} fields={fields} />
          {LIST_FIELDS.map((list) => (
            <ListSection key={`${list}-${keys.content}`} list={list} fields={fields} />
          ))}
          <SaveButton submitting={submitting} label={submitLabel} submittingLabel={submittingLabel} />
        </form>
        <FocusFirstMessage fields={fields} formRef={editor.formRef} />
      </div>

      <UnsavedChangesGuard fields={fields} unchanged={editor.unchanged} submitting={submitting} />

      <WidePreview>{preview}</WidePreview>
    </div>
  );
}
