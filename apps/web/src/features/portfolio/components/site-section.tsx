import { TEMPLATES } from '@portfolio/shared/templates';
import type { Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { type FormFields, useFieldMessage } from '../hooks/use-form-fields.ts';
import type { HostingNameStatus } from '../hooks/use-hosting-name-status.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { CoverImageField } from './cover-image-field.tsx';
import { editorSection } from './editor-sections.ts';
import { FormSection } from './form-section.tsx';
import { HostingNameField } from './hosting-name-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { ThemeControls } from './theme-controls.tsx';

type SiteSectionProps = {
  fields: FormFields;
  folds: SectionFolds;
  /** Creating: the hosting name can be chosen (its availability shown) and a cover is required. */
  creating: boolean;
  onHostingNameStatus: (status: HostingNameStatus) => void;
  /** The cover's file input (a restored draft puts its file back in it). */
  coverInput: Ref<HTMLInputElement>;
  /** The stored cover's and photo's addresses (update). */
  currentCover?: string;
  currentPhoto?: string;
  /** The site's address (update), shown under its hosting name. */
  liveUrl?: string;
};

/**
 * 'Your site': its address, its pictures (cover and photo, with thumbnails), its template and theme. Each
 * part follows its own value, so a choice re-renders that part alone.
 */
export function SiteSection({
  fields,
  folds,
  creating,
  onHostingNameStatus,
  liveUrl,
  ...pictures
}: SiteSectionProps) {
  return (
    <FormSection
      section={editorSection('site')}
      folds={folds}
      messages={fields.messages}
      summary={<SiteSummary fields={fields} />}
    >
      <div className="space-y-5">
        <HostingNameField
          fields={fields}
          creating={creating}
          onStatus={onHostingNameStatus}
          siteAddress={liveUrl}
        />
        <CoverChoice fields={fields} required={creating} {...pictures} />
        <PhotoChoice fields={fields} currentPhoto={pictures.currentPhoto} />
        <TemplateChoice fields={fields} />
        <ThemeControls fields={fields} />
      </div>
    </FormSection>
  );
}

function CoverChoice({
  fields,
  required,
  coverInput,
  currentCover,
}: { fields: FormFields; required: boolean } & Pick<SiteSectionProps, 'coverInput' | 'currentCover'>) {
  const chosenUrl = useObjectUrl(useWatch({ control: fields.control, name: 'coverImage' }));
  const error = useFieldMessage(fields.messages, 'coverImage');
  return (
    <CoverImageField
      ref={coverInput}
      onFileChange={(file) => fields.setValue('coverImage', file)}
      previewSrc={chosenUrl ?? currentCover}
      showingCurrent={!chosenUrl}
      required={required}
      error={error}
    />
  );
}

function PhotoChoice({ fields, currentPhoto }: { fields: FormFields; currentPhoto?: string }) {
  const [photo, remove] = useWatch({ control: fields.control, name: ['photo', 'removePhoto'] });
  const chosenUrl = useObjectUrl(photo);
  const error = useFieldMessage(fields.messages, 'photo');
  return (
    <PhotoField
      onFileChange={(file) => fields.setValue('photo', file)}
      previewSrc={chosenUrl ?? currentPhoto}
      showingCurrent={!chosenUrl}
      onRemoveChange={currentPhoto ? (checked) => fields.setValue('removePhoto', checked) : undefined}
      remove={remove}
      error={error}
    />
  );
}

function TemplateChoice({ fields }: { fields: FormFields }) {
  const templateId = useWatch({ control: fields.control, name: 'templateId' });
  return <TemplatePicker value={templateId} onChange={(id) => fields.setValue('templateId', id)} />;
}

/** 'ananya-iyer · Techfolio', drawn only while the section is folded. */
function SiteSummary({ fields }: { fields: FormFields }) {
  const [hostingName, templateId] = useWatch({
    control: fields.control,
    name: ['hostingName', 'templateId'],
  });
  const template = TEMPLATES.find(({ id }) => id === templateId)?.name;
  return [hostingName.trim() || 'No hosting name yet', template].filter(Boolean).join(' · ');
}
