import { ALL_LIST_FIELDS, type PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from '@portfolio/shared/templates';
import { ImageUploadsContext } from '../hooks/use-image-uploads.ts';
import { type SubmitOutcome, usePortfolioForm } from '../hooks/use-portfolio-form.ts';
import { useSectionFolds } from '../hooks/use-section-folds.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { openSectionsHolding } from '../utils/import-review.ts';
import { CustomSections } from './custom-sections.tsx';
import { CancelledUploadsNote, DraftNote, DraftNotKeptNote } from './draft-note.tsx';
import { EditorActions } from './editor-actions.tsx';
import { FocusFirstMessage, UnsavedChangesGuard } from './editor-watchers.tsx';
import { ImportEntry } from './import-entry.tsx';
import { ListSection } from './list-section.tsx';
import { LivePreview } from './live-preview.tsx';
import { PreviewSheet, WIDE_SCREEN, WidePreview } from './preview-pane.tsx';
import { SectionBar } from './section-bar.tsx';
import { SectionOrderSection } from './section-order-section.tsx';
import { SiteSection } from './site-section.tsx';
import { TextSections } from './text-sections.tsx';

/**
 * On a wide screen every section starts open. On a phone a new portfolio starts with its site and
 * 'About you' open and the rest folded to a line each; one being changed starts folded, so its
 * outline fits in a screen and the section bar or a heading opens what is to change.
 */
function openAtStart(id: string, creating: boolean): boolean {
  return window.matchMedia(WIDE_SCREEN).matches || (creating && (id === 'site' || id === 'about'));
}

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
 * sections, and the site rendered in the chosen template beside the form on wide screens, in a
 * full-screen sheet on narrow ones. Each section folds; a bar at the top jumps to any, a bar at the
 * bottom holds Save and Preview. Typing re-renders none of it (decision 45): each field keeps its value, and
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
  const folds = useSectionFolds(fields, (id) => openAtStart(id, options.mode === 'create'));

  const preview = (
    <LivePreview fields={fields} currentCover={currentCover} currentPhoto={currentPhoto} liveUrl={liveUrl} />
  );

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="min-w-0">
        {restoredDraft ? (
          <DraftNote {...restoredDraft} saveLabel={submitLabel} onDiscard={editor.discardDraft} />
        ) : null}
        {editor.draftNotKept ? <DraftNotKeptNote saveLabel={submitLabel} /> : null}
        <ImportEntry
          onFill={(apply, review) => {
            editor.importContent(apply, review);
            openSectionsHolding(folds, review.paths);
          }}
        />
        <CancelledUploadsNote
          cancelled={editor.cancelledUploads}
          onDismiss={editor.dismissCancelledUploads}
        />
        <SectionBar folds={folds} messages={fields.messages} />
        <ImageUploadsContext value={editor.uploads}>
          <form ref={editor.formRef} noValidate onSubmit={editor.submit} className="mt-6 space-y-8">
            <SiteSection
              key={keys.all}
              fields={fields}
              folds={folds}
              creating={editor.creating}
              onHostingNameStatus={editor.onHostingNameStatus}
              coverInput={editor.coverInput}
              currentCover={currentCover}
              currentPhoto={currentPhoto}
              liveUrl={liveUrl}
            />
            <TextSections key={keys.content} fields={fields} folds={folds} />
            {ALL_LIST_FIELDS.map((list) => (
              <ListSection key={`${list}-${keys.content}`} list={list} fields={fields} folds={folds} />
            ))}
            <CustomSections key={`custom-${keys.content}`} fields={fields} folds={folds} />
            <SectionOrderSection key={`sections-${keys.content}`} fields={fields} folds={folds} />
            <EditorActions
              submitting={submitting}
              label={submitLabel}
              submittingLabel={submittingLabel}
              preview={<PreviewSheet>{preview}</PreviewSheet>}
            />
          </form>
        </ImageUploadsContext>
        <FocusFirstMessage fields={fields} formRef={editor.formRef} />
      </div>

      <UnsavedChangesGuard fields={fields} unchanged={editor.unchanged} submitting={submitting} />

      <WidePreview>{preview}</WidePreview>
    </div>
  );
}
