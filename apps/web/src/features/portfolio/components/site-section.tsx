import type { HostingNameStatus } from '../hooks/use-hosting-name-status.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import type { PortfolioForm } from '../hooks/use-portfolio-form.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { FormSection } from './form-section.tsx';
import { HostingNameField } from './hosting-name-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { TemplatePicker } from './template-picker.tsx';

type SiteSectionProps = {
  form: PortfolioForm;
  /** Creating: the hosting name can be chosen (its availability shown) and a cover is required. */
  creating: boolean;
  hostingStatus: HostingNameStatus;
  /** The stored cover's and photo's addresses (update). */
  currentCover?: string;
  currentPhoto?: string;
};

/** 'Your site': its address, its pictures (cover and photo, with thumbnails) and its template. */
export function SiteSection({ form, creating, hostingStatus, currentCover, currentPhoto }: SiteSectionProps) {
  const { values, errors } = form;
  const chosenCoverUrl = useObjectUrl(values.coverImage);
  const chosenPhotoUrl = useObjectUrl(values.photo);
  return (
    <FormSection legend="Your site">
      <div className="space-y-5">
        <HostingNameField
          {...form.field('hostingName')}
          status={creating ? hostingStatus : undefined}
          readOnly={!creating}
        />
        <CoverImageField
          ref={form.register('coverImage')}
          onFileChange={(file) => form.setValue('coverImage', file)}
          previewSrc={chosenCoverUrl ?? currentCover}
          showingCurrent={!chosenCoverUrl}
          required={creating}
          error={errors.coverImage}
        />
        <PhotoField
          ref={form.register('photo')}
          onFileChange={(file) => form.setValue('photo', file)}
          previewSrc={chosenPhotoUrl ?? currentPhoto}
          showingCurrent={!chosenPhotoUrl}
          onRemoveChange={currentPhoto ? (remove) => form.setValue('removePhoto', remove) : undefined}
          remove={values.removePhoto}
          error={errors.photo}
        />
        <TemplatePicker value={values.templateId} onChange={(id) => form.setValue('templateId', id)} />
      </div>
    </FormSection>
  );
}
