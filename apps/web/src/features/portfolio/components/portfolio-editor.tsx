import { LIST_FIELDS, type PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from '@portfolio/shared/templates';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { type SubmitOutcome, usePortfolioForm } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import type { PortfolioValues } from '../utils/form-values.ts';
import { DraftNote } from './draft-note.tsx';
import { JsonResumeImport } from './json-resume-import.tsx';
import { ListSection } from './list-section.tsx';
import { PortfolioPreview } from './portfolio-preview.tsx';
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
 * toggle on narrow ones.
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
  const { form, restoredDraft, submitting } = editor;
  const { values } = form;

  const preview = (
    <PortfolioPreview
      content={editor.content}
      hostingName={values.hostingName}
      coverFile={values.coverImage}
      currentCover={currentCover}
      photoFile={values.photo}
      currentPhoto={values.removePhoto ? undefined : currentPhoto}
      liveUrl={liveUrl}
      templateId={values.templateId}
    />
  );

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="min-w-0">
        <NarrowPreview>{preview}</NarrowPreview>
        {restoredDraft ? (
          <DraftNote {...restoredDraft} saveLabel={submitLabel} onDiscard={editor.discardDraft} />
        ) : null}
        <JsonResumeImport onImport={editor.importContent} />
        <form ref={editor.formRef} noValidate onSubmit={editor.submit} className="mt-6 space-y-8 lg:mt-0">
          <SiteSection
            form={form}
            creating={editor.creating}
            hostingStatus={editor.hostingStatus}
            currentCover={currentCover}
            currentPhoto={currentPhoto}
          />
          <TextSections field={form.field} />
          {LIST_FIELDS.map((list) => (
            <ListSection
              key={list}
              list={list}
              items={values[list]}
              field={form.field}
              onItemsChange={(items) => form.setValue(list, items as PortfolioValues[typeof list])}
            />
          ))}
          <SaveButton submitting={submitting} label={submitLabel} submittingLabel={submittingLabel} />
        </form>
      </div>

      {/* While a submit is on its way the page may go where the save leads. */}
      <LeaveGuard when={editor.dirty && !submitting}>
        Your changes are not saved to your portfolio yet. A draft stays in this browser and comes back when
        you open this form again.
      </LeaveGuard>

      <WidePreview>{preview}</WidePreview>
    </div>
  );
}
