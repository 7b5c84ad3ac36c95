import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { portfolioMessages } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdatePortfolio } from '../api/update-portfolio.ts';
import type { SubmitOutcome } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { contentFromPortfolio } from '../utils/form-values.ts';
import { PortfolioEditor } from './portfolio-editor.tsx';

type UpdatePortfolioFormProps = {
  /** Where the form's draft is kept in the browser (portfolioDraftKey). */
  draftKey: string;
  portfolio: PortfolioDetail;
  onUpdated: () => void;
};

/**
 * The Update screen's form (docs/spec.md §2, §4): prefilled, the hosting name read-only, the cover
 * optional. A refusal shows the server's message (docs/design.md deviation 4).
 */
export function UpdatePortfolioForm({ draftKey, portfolio, onUpdated }: UpdatePortfolioFormProps) {
  const [initialContent] = useState(() => contentFromPortfolio(portfolio));
  const updatePortfolio = useUpdatePortfolio();

  const submit = async ({
    content,
    coverImage,
    templateId,
    photo,
    removePhoto,
  }: PortfolioSubmission): Promise<SubmitOutcome> => {
    try {
      const response = await updatePortfolio.mutateAsync({
        id: portfolio._id,
        hostingName: portfolio.hostingName,
        content,
        coverImage,
        templateId,
        photo,
        removePhoto,
      });
      showToast.success(response.message || portfolioMessages.updated);
      onUpdated();
      return { saved: true };
    } catch (error) {
      const message = getErrorMessage(error);
      showToast.error(message);
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return { saved: false, errors: { [/photo/i.test(message) ? 'photo' : 'coverImage']: message } };
      }
      return { saved: false };
    }
  };

  return (
    <PortfolioEditor
      mode="update"
      draftKey={draftKey}
      initialContent={initialContent}
      initialHostingName={portfolio.hostingName}
      currentCover={portfolio.coverImage}
      currentPhoto={portfolio.photo ?? undefined}
      initialTemplateId={isTemplateId(portfolio.templateId) ? portfolio.templateId : DEFAULT_TEMPLATE_ID}
      liveUrl={portfolio.liveUrl}
      submitLabel="Update Portfolio"
      submittingLabel="Updating…"
      onSubmit={submit}
    />
  );
}
