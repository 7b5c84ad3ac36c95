import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { useMemo, useRef, useState } from 'react';
import { type FormErrors, useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { type PortfolioSubmission, portfolioCheck } from '../utils/form-validation.ts';
import { contentOf, type PortfolioValues, startingValues } from '../utils/form-values.ts';
import { browserStorage, readDraft } from '../utils/portfolio-draft.ts';
import { useHostingNameStatus } from './use-hosting-name-status.ts';
import { usePortfolioDraft } from './use-portfolio-draft.ts';

export type PortfolioForm = ReturnType<typeof useSchemaForm<PortfolioValues, PortfolioSubmission>>;

/** How a submit ended: saved, or refused (with messages for the fields the server named, if any). */
export type SubmitOutcome = { saved: true } | { saved: false; errors?: FormErrors };

type PortfolioFormOptions = {
  mode: 'create' | 'update';
  /** Where this form's draft is kept in the browser (portfolioDraftKey). */
  draftKey: string;
  initialContent: PortfolioContent;
  initialHostingName: string;
  initialTemplateId: TemplateId;
  /** Sends the checked form. */
  onSubmit: (submission: PortfolioSubmission) => Promise<SubmitOutcome>;
};

/**
 * The portfolio form's state (docs/spec.md §2–§5): its values, checked on submit like every form
 * (useSchemaForm: the first message per field, the first invalid field focused); the draft kept in
 * this browser while they differ from where they started; the hosting name's availability (create).
 */
export function usePortfolioForm({
  mode,
  draftKey,
  initialContent,
  initialHostingName,
  initialTemplateId,
  onSubmit,
}: PortfolioFormOptions) {
  const creating = mode === 'create';
  // A draft kept in this browser (the session ended, the tab was closed) takes the starting values' place.
  const [restored] = useState(() => readDraft(browserStorage(), draftKey));
  const [start] = useState(() => startingValues(initialContent, initialHostingName, initialTemplateId));
  const form = useSchemaForm(
    // Checked on submit, against the hosting name's availability as last shown (below).
    {
      safeParse: (values: PortfolioValues) =>
        portfolioCheck({ creating, hostingNameRefusal }).safeParse(values),
    },
    restored
      ? { ...start, ...restored.content, hostingName: creating ? restored.hostingName : initialHostingName }
      : start,
  );
  const { values } = form;
  const hostingStatus = useHostingNameStatus(values.hostingName, { enabled: creating });
  const hostingNameRefusal = hostingStatus.unavailable ? hostingStatus.text : undefined;
  const content = useMemo(() => contentOf(values), [values]);

  // What the form started with: anything else is unsaved work, kept as a draft and guarded.
  const startedWith = useMemo(() => JSON.stringify([start.hostingName, contentOf(start)]), [start]);
  const dirty =
    values.coverImage !== null ||
    values.photo !== null ||
    values.removePhoto ||
    values.templateId !== start.templateId ||
    JSON.stringify([values.hostingName, content]) !== startedWith;
  const coverInput = form.control('coverImage');
  const draft = usePortfolioDraft(
    draftKey,
    restored,
    { hostingName: values.hostingName, content, coverImage: values.coverImage, dirty },
    (file) => {
      form.setValue('coverImage', file);
      // The file field shows the kept file's name, as if it had just been chosen.
      const transfer = new DataTransfer();
      transfer.items.add(file);
      if (coverInput.current instanceof HTMLInputElement) coverInput.current.files = transfer.files;
    },
  );
  const [draftNoteShown, setDraftNoteShown] = useState(restored !== undefined);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.handleSubmit(async (submission) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const outcome = await onSubmit(submission);
      if (outcome.saved) draft.clear();
      else if (outcome.errors && Object.keys(outcome.errors).length > 0) form.showErrors(outcome.errors);
    } finally {
      setSubmitting(false);
    }
  });

  return {
    form,
    creating,
    content,
    hostingStatus,
    dirty,
    submitting,
    submit,
    formRef,
    /** The kept draft the form opened with, while its note is shown. */
    restoredDraft: draftNoteShown ? restored && { savedAt: restored.savedAt, cover: draft.cover } : undefined,
    /** Back to the values the form started with; the kept draft goes with them. */
    discardDraft() {
      form.reset(start);
      if (coverInput.current) coverInput.current.value = '';
      setDraftNoteShown(false);
      formRef.current?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus();
    },
    /** A JSON Resume's content in the form (the hosting name and the files stay). */
    importContent(apply: (current: PortfolioContent) => PortfolioContent) {
      form.setValues((current) => ({ ...current, ...apply(contentOf(current)) }));
    },
  };
}
