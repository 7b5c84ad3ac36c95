import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreatePortfolio } from '../api/create-portfolio.ts';
import { coverImageMessages, type FormErrors } from '../utils/form-validation.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { PortfolioEditor, type PortfolioSubmission } from './portfolio-editor.tsx';

type CreatePortfolioFormProps = {
  /** Filled in from the account; the user can change them. */
  prefill?: { name?: string; email?: string };
  onSaved: (portfolio: PortfolioDetail) => void;
};

/** The Create Portfolio form (SPEC.md §2, §4): 'Save Portfolio', the server's refusal as a toast. */
export function CreatePortfolioForm({ prefill, onSaved }: CreatePortfolioFormProps) {
  const [initialContent] = useState(() => emptyPortfolioContent(prefill));
  const createPortfolio = useCreatePortfolio();

  const submit = async ({ hostingName, content, coverImage }: PortfolioSubmission) => {
    if (!coverImage) return { coverImage: coverImageMessages.required } satisfies FormErrors;
    try {
      const response = await createPortfolio.mutateAsync({ hostingName, content, coverImage });
      if (!response.data) throw new Error('The saved portfolio was not returned.');
      onSaved(response.data);
      return undefined;
    } catch (error) {
      const message = (error instanceof ApiError && error.serverMessage) || (error as Error).message;
      toast.error(message);
      // Someone took the name since it was checked: say so at the field as well.
      if (error instanceof ApiError && error.status === 409) return { hostingName: message };
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return { coverImage: message };
      }
      return undefined;
    }
  };

  return (
    <PortfolioEditor
      mode="create"
      initialContent={initialContent}
      submitLabel="Save Portfolio"
      submittingLabel="Saving…"
      onSubmit={submit}
    />
  );
}
