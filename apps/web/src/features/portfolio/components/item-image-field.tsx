import type { UploadedImage } from '@portfolio/shared/project-images';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { useFieldUploads } from '../hooks/use-image-uploads.ts';
import { ImageDropZone } from './image-drop-zone.tsx';
import { PlacedImageFields } from './placed-image-fields.tsx';

type ItemImageFieldProps = {
  fields: FormFields;
  /** `customSections.{i}.items.{j}`. */
  name: `customSections.${number}.items.${number}`;
  /** The item's number, in the Remove button's name. */
  number: number;
};

/**
 * The optional image of an item of the owner's own section (a talk's slide, an exhibited piece):
 * chosen or dropped and uploaded as a project's are, then described; removing it brings the file
 * input back, with the focus.
 */
export function ItemImageField({ fields, name, number }: ItemImageFieldProps) {
  const path = `${name}.image` as const;
  const image = useWatch({ control: fields.control, name: path });
  const uploads = useFieldUploads();
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  useLayoutEffect(() => {
    if (!focusInput.current) return;
    focusInput.current = false;
    inputRef.current?.focus();
  });

  const uploaded = ({ id, width, height }: UploadedImage) => {
    fields.setValue(path, { id, alt: '', caption: '', width, height });
    fields.notifyChange();
    return undefined;
  };
  // An upload ends after renders (an item above removed meanwhile): it uses this render's path.
  const onUploaded = useRef(uploaded);
  useEffect(() => {
    onUploaded.current = uploaded;
  });
  const remove = () => {
    fields.setValue(path, undefined);
    focusInput.current = true;
    fields.notifyChange();
  };

  if (image?.id) {
    return (
      <div className="mt-4">
        <p className="text-sm font-medium text-slate-800">Image</p>
        <div className="mt-2 rounded-xl border border-slate-200 bg-white p-3">
          <PlacedImageFields fields={fields} name={path} id={image.id} width={image.width} />
          <Button variant="ghost" className="mt-3 -ml-2" onClick={remove}>
            Remove the image of item {number}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <ImageDropZone
        uploads={uploads}
        label="Image (optional)"
        multiple={false}
        room={1 - uploads.pending}
        fullMessage="An item shows one image. Remove it to choose another."
        onUploaded={(image) => onUploaded.current(image)}
        inputRef={inputRef}
      />
    </div>
  );
}
