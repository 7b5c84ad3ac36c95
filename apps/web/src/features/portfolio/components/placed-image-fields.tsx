import { imageUrl, imageWidths } from '@portfolio/shared/project-images';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';
import { FormControl } from './form-control.tsx';

type PlacedImageFieldsProps = {
  fields: FormFields;
  /** The placed image's path in the form (`projects.0.images.1`, `customSections.0.items.2.image`). */
  name: string;
  id: string;
  /** Its largest stored width, when known. */
  width?: number;
};

/**
 * An uploaded image as the owner describes it: its smallest stored size as a thumbnail, its alt text
 * (required: read to people who cannot see it) and its caption.
 */
export function PlacedImageFields({ fields, name, id, width }: PlacedImageFieldsProps) {
  const thumbnail = imageUrl(id, imageWidths(width ?? 480)[0] ?? 480, 'webp');
  return (
    <div className="flex flex-wrap gap-3">
      <img
        src={thumbnail}
        alt=""
        loading="lazy"
        className="size-24 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 flex-1 basis-48 gap-3">
        <FormControl
          fields={fields}
          name={`${name}.alt` as PortfolioPath}
          label="Alt text (what it shows)"
          required
        />
        <FormControl fields={fields} name={`${name}.caption` as PortfolioPath} label="Caption (optional)" />
      </div>
    </div>
  );
}
