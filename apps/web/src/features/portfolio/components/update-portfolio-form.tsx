import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { portfolioMessages } from '@portfolio/shared/portfolio';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdatePortfolio } from '../api/update-portfolio.ts';
import { contentFromPortfolio } from '../utils/form-values.ts';
import { PortfolioEditor, type PortfolioSubmission } from './portfolio-editor.tsx';

type UpdatePortfolioFormProps = {
  portfolio: PortfolioDetail;
  onUpdated: () => void;
};

/**
 * The Update screen's form (SPEC.md §2, §4): prefilled, the hosting name read-only, the cover
 * optional. A refusal shows the server's message (DESIGN.md deviation 4).
 */
export function UpdatePortfolioForm({ portfolio, onUpdated }: UpdatePortfolioFormProps) {
  const [initialContent] = useState(() => contentFromPortfolio(portfolio));
  const updatePortfolio = useUpdatePortfolio();

  const submit = async ({ content, coverImage }: PortfolioSubmission) => {
    try {
      const response = await updatePortfolio.mutateAsync({
        id: portfolio._id,
        hostingName: portfolio.hostingName,
        content,
        coverImage,
      });
      toast.success(response.message || portfolioMessages.updated);
      onUpdated();
      return undefined;
    } catch (error) {
      const message = (error instanceof ApiError && error.serverMessage) || (error as Error).message;
      toast.error(message);
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return { coverImage: message };
      }
      return undefined;
    }
  };

  return (
    <PortfolioEditor
      mode="update"
      initialContent={initialContent}
      initialHostingName={portfolio.hostingName}
      currentCover={portfolio.coverImage}
      liveUrl={portfolio.liveUrl}
      submitLabel="Update Portfolio"
      submittingLabel="Updating…"
      onSubmit={submit}
    />
  );
}
