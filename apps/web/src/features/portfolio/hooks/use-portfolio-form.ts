import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormErrors } from '../../../hooks/use-schema-form.ts';
import { type PortfolioSubmission, portfolioResolver } from '../utils/form-validation.ts';
import { contentOf, type PortfolioValues, startingValues, unchangedFrom } from '../utils/form-values.ts';
import { createImageUploads } from '../utils/image-uploads.ts';
import type { ReviewMarking } from '../utils/import-review.ts';
import { browserStorage, readDraft } from '../utils/portfolio-draft.ts';
import { useFormFields } from './use-form-fields.ts';
import type { HostingNameStatus } from './use-hosting-name-status.ts';
import { type DraftSource, usePortfolioDraft } from './use-portfolio-draft.ts';

/** Images that were still uploading when a discard or an import drew the sections anew: cancelled. */
export type CancelledUploads = { names: string[]; by: 'import' | 'discard' };

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
 * The portfolio form's state (docs/spec.md §2–§5) in react-hook-form: each text field keeps its value
 * to itself, so typing re-renders no other part of the editor. Checked on submit with the shared
 * schema (portfolioResolver: the first message per field, the first invalid field in the order shown
 * focused); the draft kept in this browser while the values differ from where they started.
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
  // The availability of the hosting name as last shown (HostingNameField tells it), checked on submit.
  const hostingNameRefusal = useRef<string | undefined>(undefined);
  const [resolver] = useState(() =>
    portfolioResolver(() => ({ creating, hostingNameRefusal: hostingNameRefusal.current })),
  );
  const form = useForm<PortfolioValues, unknown, PortfolioSubmission>({
    defaultValues: restored
      ? { ...start, ...restored.content, hostingName: creating ? restored.hostingName : initialHostingName }
      : start,
    resolver,
    // Checked on submit only; a field's message goes as soon as it is typed in (useFormFields).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const fields = useFormFields(form, restored?.review);
  const coverInput = useRef<HTMLInputElement>(null);
  const [uploads] = useState(() => createImageUploads());

  // Images still uploading keep a draft too: it names them, to be chosen again; so do import marks.
  const draftSource = useMemo<DraftSource>(
    () => ({
      read() {
        const values = fields.getValues();
        const { hostingName, coverImage } = values;
        const unfinishedUploads = uploads.pendingNames();
        const dirty = !unchangedFrom(start, values) || unfinishedUploads.length > 0;
        const review = fields.review.marks();
        return { hostingName, content: contentOf(values), coverImage, unfinishedUploads, review, dirty };
      },
      subscribe(onChange) {
        const stops = [
          fields.subscribe(onChange),
          uploads.subscribe(onChange),
          fields.review.subscribe(onChange),
        ];
        return () => {
          for (const stop of stops) stop();
        };
      },
    }),
    [fields, start, uploads],
  );
  const draft = usePortfolioDraft(draftKey, restored, draftSource, (file) => {
    fields.setValue('coverImage', file);
    // The file field shows the kept file's name, as if it had just been chosen.
    const transfer = new DataTransfer();
    transfer.items.add(file);
    if (coverInput.current) coverInput.current.files = transfer.files;
  });
  const [draftNoteShown, setDraftNoteShown] = useState(restored !== undefined);
  const [cancelledUploads, setCancelledUploads] = useState<CancelledUploads>();
  // Every image field is drawn anew: their uploads cannot land, so they go, and the owner is told which.
  const cancelUploads = (by: CancelledUploads['by']) => {
    const names = uploads.cancelAll();
    setCancelledUploads(names.length > 0 ? { names, by } : undefined);
  };
  const [submitting, setSubmitting] = useState(false);
  const submittingNow = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A discard draws every field anew, an import the content's: their inputs show the new values.
  const [generation, setGeneration] = useState({ all: 0, content: 0 });
  const focusAfterDiscard = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterDiscard.current) return;
    focusAfterDiscard.current = false;
    formRef.current?.querySelector<HTMLElement>('input:not([readonly]), textarea')?.focus();
  });

  const submit = form.handleSubmit(
    async (submission) => {
      if (submittingNow.current) return;
      submittingNow.current = true;
      setSubmitting(true);
      try {
        const outcome = await onSubmit(submission);
        if (outcome.saved) draft.clear();
        else if (outcome.errors && Object.keys(outcome.errors).length > 0) fields.showErrors(outcome.errors);
      } finally {
        submittingNow.current = false;
        setSubmitting(false);
      }
    },
    () => fields.messages.requestFocus(),
  );

  return {
    fields,
    creating,
    submitting,
    submit,
    formRef,
    coverInput,
    /** The editor's image uploads (its image fields use them through ImageUploadsContext). */
    uploads,
    /** Keys for the form's parts: a new one draws the part anew. */
    keys: { all: `all-${generation.all}`, content: `content-${generation.all}-${generation.content}` },
    /** Whether the values are where they started (nothing to lose). */
    unchanged: () => unchangedFrom(start, fields.getValues()),
    /** The hosting name's availability as shown, for the next submit. */
    onHostingNameStatus(status: HostingNameStatus) {
      hostingNameRefusal.current = status.unavailable ? status.text : undefined;
    },
    /** The browser refuses to keep the draft (storage full or blocked). */
    draftNotKept: draft.notKept,
    /** The kept draft the form opened with, while its note is shown. */
    restoredDraft: draftNoteShown
      ? restored && {
          savedAt: restored.savedAt,
          cover: draft.cover,
          unfinishedUploads: restored.unfinishedUploads ?? [],
        }
      : undefined,
    /** The images a discard or an import cancelled, until dismissed. */
    cancelledUploads,
    dismissCancelledUploads: () => setCancelledUploads(undefined),
    /** Back to the values the form started with; the kept draft and an import's marks go with them. */
    discardDraft() {
      cancelUploads('discard');
      form.reset(start);
      fields.review.clearAll();
      setGeneration((current) => ({ ...current, all: current.all + 1 }));
      setDraftNoteShown(false);
      focusAfterDiscard.current = true;
      draft.flush();
    },
    /**
     * An import's content in the form (the hosting name and the files stay), the fields it read with
     * low confidence marked (`review`).
     */
    importContent(apply: (current: PortfolioContent) => PortfolioContent, review: ReviewMarking) {
      cancelUploads('import');
      const current = form.getValues();
      form.reset(
        { ...current, ...apply(contentOf(current)) },
        { keepDefaultValues: true, keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true },
      );
      fields.review.mark(review);
      setGeneration((now) => ({ ...now, content: now.content + 1 }));
    },
  };
}

export type PortfolioEditorState = ReturnType<typeof usePortfolioForm>;
