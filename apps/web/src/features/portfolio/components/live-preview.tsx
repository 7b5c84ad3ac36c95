import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { useCallback, useDeferredValue } from 'react';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { useSettledSnapshot } from '../hooks/use-settled-snapshot.ts';
import { contentOf } from '../utils/form-values.ts';
import { PortfolioPreview } from './portfolio-preview.tsx';

/** Once typing pauses this long, the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

type PreviewValues = {
  content: PortfolioContent;
  hostingName: string;
  coverImage: File | null;
  photo: File | null;
  removePhoto: boolean;
  templateId: TemplateId;
};

type LivePreviewProps = {
  fields: FormFields;
  /** The stored cover's and photo's addresses (update). */
  currentCover?: string;
  currentPhoto?: string;
  liveUrl?: string;
};

/**
 * The preview of the form as it is: a copy of its values taken once typing pauses and drawn as a
 * transition (useSettledSnapshot, useDeferredValue), so rendering the site and loading it in its frame
 * never sit between a key press and its letter on screen. Only a preview in view follows the form.
 */
export function LivePreview({ fields, currentCover, currentPhoto, liveUrl }: LivePreviewProps) {
  const read = useCallback((): PreviewValues => {
    const values = fields.getValues();
    const { hostingName, coverImage, photo, removePhoto, templateId } = values;
    return { content: contentOf(values), hostingName, coverImage, photo, removePhoto, templateId };
  }, [fields]);
  const values = useDeferredValue(useSettledSnapshot(fields.subscribe, read, PREVIEW_PAUSE_MS));
  return (
    <PortfolioPreview
      content={values.content}
      hostingName={values.hostingName}
      coverFile={values.coverImage}
      currentCover={currentCover}
      photoFile={values.photo}
      currentPhoto={values.removePhoto ? undefined : currentPhoto}
      liveUrl={liveUrl}
      templateId={values.templateId}
    />
  );
}
