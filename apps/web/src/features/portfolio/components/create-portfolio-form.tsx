import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { portfolioMessages } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreatePortfolio } from '../api/create-portfolio.ts';
import type { SubmitOutcome } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { PortfolioEditor } from './portfolio-editor.tsx';

type CreatePortfolioFormProps = {
  /** Where the form's draft is kept in the browser (portfolioDraftKey). */
  draftKey: string;
  /** Filled in from the account; the user can change them. */
  prefill?: { name?: string; email?: string };
  /** The template chosen on /templates (the form can switch it). */
  templateId: TemplateId;
  onSaved: (portfolio: PortfolioDetail) => void;
};

/** The Create Portfolio form (docs/spec.md §2, §4): 'Save Portfolio', the server's refusal as a toast. */
export function CreatePortfolioForm({ draftKey, prefill, templateId, onSaved }: CreatePortfolioFormProps) {
  const [initialContent] = useState(() => emptyPortfolioContent(prefill));
  const createPortfolio = useCreatePortfolio();

  const submit = async ({
    hostingName,
    content,
    coverImage,
    templateId: chosenTemplate,
    photo,
  }: PortfolioSubmission): Promise<SubmitOutcome> => {
    if (!coverImage) return { saved: false, errors: { coverImage: portfolioMessages.coverImageRequired } };
    try {
      const response = await createPortfolio.mutateAsync({
        hostingName,
        content,
        coverImage,
        templateId: chosenTemplate,
        photo,
      });
      if (!response.data) throw new Error('The saved portfolio was not returned.');
      onSaved(response.data);
      return { saved: true };
    } catch (error) {
      const message = getErrorMessage(error);
      showToast.error(message);
      // Someone took the name since it was checked: say so at the field as well.
      if (error instanceof ApiError && error.status === 409) {
        return { saved: false, errors: { hostingName: message } };
      }
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return { saved: false, errors: { [/photo/i.test(message) ? 'photo' : 'coverImage']: message } };
      }
      return { saved: false };
    }
  };

  return (
    <PortfolioEditor
      mode="create"
      draftKey={draftKey}
      initialContent={initialContent}
      initialTemplateId={templateId}
      submitLabel="Save Portfolio"
      submittingLabel="Saving…"
      onSubmit={submit}
    />
  );
}
