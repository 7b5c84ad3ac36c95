import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type PlacedImage,
  PROJECT_IMAGES_MAX,
  projectImageMessages,
  type UploadedImage,
} from '@portfolio/shared/project-images';
import { type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { type FormFields, type PortfolioPath, useFieldMessage } from '../hooks/use-form-fields.ts';
import { useFieldUploads } from '../hooks/use-image-uploads.ts';
import { imageMarkdown, insertParagraph } from '../utils/case-study-image.ts';
import { ImageDropZone } from './image-drop-zone.tsx';
import { PlacedImageFields } from './placed-image-fields.tsx';
import { GripIcon, MoveButton, silentAnnouncements, vertical } from './sortable-parts.tsx';

type ProjectImagesFieldProps = {
  fields: FormFields;
  /** `projects.{i}.images`. */
  name: PortfolioPath;
  label: string;
  className?: string;
  /** The field's message (FormControl reads it): too many images, one twice. */
  error?: string;
};

type ProjectPath = `projects.${number}`;

/**
 * A project's images (issue 26 item 1): uploaded from the file input or dropped on the field, at most
 * PROJECT_IMAGES_MAX, then each described (alt text, caption), ordered (Move up / Move down, or
 * dragged by its handle), chosen as the cover (the first unless another is), removed or placed in
 * the case study as Markdown. The focus stays on the pressed button (or the next image's Remove
 * after a removal) and a polite live region says what happened.
 */
export function ProjectImagesField({ fields, name, label, className, error }: ProjectImagesFieldProps) {
  const project = name.replace(/\.images$/, '') as ProjectPath;
  const images = useFieldArray({ control: fields.control, name: `${project}.images`, keyName: 'key' });
  const coverPath = `${project}.coverImageId` as const;
  const coverId = useWatch({ control: fields.control, name: coverPath }) ?? '';
  const coverError = useFieldMessage(fields.messages, coverPath);
  const uploads = useFieldUploads();
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const labelId = useId();

  useLayoutEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    if (key === 'input') inputRef.current?.focus();
    else if (key) listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  });

  const current = (): PlacedImage[] => fields.getValues().projects[projectIndex(project)]?.images ?? [];
  const changed = () => {
    fields.clearMessages(`${project}.images`);
    fields.notifyChange();
  };

  const uploaded = (image: UploadedImage) => {
    if (current().some(({ id }) => id === image.id)) return projectImageMessages.twice;
    const { id, width, height } = image;
    images.append({ id, alt: '', caption: '', width, height }, { shouldFocus: false });
    setMessage(`Image ${current().length} uploaded. Describe it in its alt text.`);
    changed();
    return undefined;
  };
  // An upload ends after renders (a project above removed meanwhile): it uses this render's paths.
  const onUploaded = useRef(uploaded);
  useEffect(() => {
    onUploaded.current = uploaded;
  });

  const move = (from: number, to: number, focusKey?: string) => {
    if (to < 0 || to >= images.fields.length || to === from) return;
    images.move(from, to);
    focusAfter.current = focusKey ?? null;
    setMessage(`Image moved to position ${to + 1} of ${images.fields.length}`);
    changed();
  };
  const remove = (index: number) => {
    const removed = current()[index];
    images.remove(index);
    if (removed && removed.id === coverId) fields.setValue(coverPath, '');
    const left = images.fields.length - 1;
    focusAfter.current = left === 0 ? 'input' : `remove-${Math.min(index, left - 1)}`;
    setMessage(`Image ${index + 1} removed`);
    changed();
  };
  const place = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const image = current()[index];
    if (!image) return;
    const casePath = `${project}.caseStudy` as const;
    const area = event.currentTarget.form?.elements.namedItem(casePath);
    const textarea = area instanceof HTMLTextAreaElement ? area : null;
    const before = textarea?.value ?? fields.getValues().projects[projectIndex(project)]?.caseStudy ?? '';
    const placed = insertParagraph(before, imageMarkdown(image.id, image.alt), textarea?.selectionEnd);
    fields.setValue(casePath, placed.text);
    textarea?.focus();
    textarea?.setSelectionRange(placed.cursor, placed.cursor);
    setMessage(`Image ${index + 1} placed in the case study`);
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const ids = images.fields.map(({ id }) => id);
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const count = images.fields.length;
  const room = PROJECT_IMAGES_MAX - count - uploads.pending;
  return (
    <fieldset aria-labelledby={labelId} className={`min-w-0 ${className ?? ''}`}>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Up to {PROJECT_IMAGES_MAX}, shown in this order. The cover leads on your site.
      </p>
      <div className="mt-2">
        <ImageDropZone
          uploads={uploads}
          label="Add images"
          multiple
          room={room}
          fullMessage={`${projectImageMessages.tooMany}. Remove one to add another.`}
          onUploaded={(image) => onUploaded.current(image)}
          inputRef={inputRef}
        >
          {count > 0 ? (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              modifiers={[vertical]}
              onDragEnd={dropped}
              accessibility={{ announcements: silentAnnouncements }}
            >
              <SortableContext
                items={images.fields.map(({ id }) => id)}
                strategy={verticalListSortingStrategy}
              >
                <ol ref={listRef} className="mb-4 space-y-3">
                  {images.fields.map((image, index) => (
                    <ImageRow
                      key={image.key}
                      fields={fields}
                      name={`${project}.images.${index}`}
                      image={image}
                      position={index + 1}
                      last={index === count - 1}
                      cover={coverId === image.id || (index === 0 && !coverId)}
                      coverGroup={labelId}
                      onCover={() => fields.setValue(coverPath, image.id)}
                      onMove={(by) => move(index, index + by, `${by < 0 ? 'up' : 'down'}-${index + by}`)}
                      onRemove={() => remove(index)}
                      onPlace={(event) => place(index, event)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          ) : null}
        </ImageDropZone>
      </div>
      {error ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}
      {coverError ? <p className="mt-2 text-sm font-medium text-red-700">{coverError}</p> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {message}
      </p>
    </fieldset>
  );
}

/** `projects.3` → 3. */
const projectIndex = (project: ProjectPath) => Number(project.split('.')[1]);

type ImageRowProps = {
  fields: FormFields;
  name: string;
  image: PlacedImage;
  position: number;
  last: boolean;
  cover: boolean;
  /** Names the project's cover radios as one group. */
  coverGroup: string;
  onCover: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onPlace: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** One image: its handle to drag it, thumbnail, alt text and caption, cover radio and buttons. */
function ImageRow({ fields, name, image, position, last, cover, coverGroup, ...on }: ImageRowProps) {
  const sortable = useSortable({ id: image.id });
  const legendId = useId();
  const coverId = useId();
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`rounded-xl border border-slate-200 bg-white ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <fieldset aria-labelledby={legendId} className="min-w-0 p-3">
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            ref={sortable.setActivatorNodeRef}
            {...sortable.listeners}
            aria-hidden="true"
            title="Drag to move"
            className="flex min-h-11 w-8 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <GripIcon />
          </span>
          <span id={legendId} className="flex-1 font-medium text-slate-900">
            Image {position}
          </span>
          <span className="flex min-h-11 items-center gap-2">
            <input
              id={coverId}
              type="radio"
              name={`${coverGroup}-cover`}
              checked={cover}
              onChange={on.onCover}
              className="size-5 accent-indigo-600"
            />
            <label htmlFor={coverId} className="text-sm text-slate-900">
              Cover<span className="sr-only"> (image {position})</span>
            </label>
          </span>
        </div>
        <PlacedImageFields fields={fields} name={name} id={image.id} width={image.width} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <MoveButton
            direction="up"
            disabled={position === 1}
            label={`Move image ${position} up`}
            focusKey={`up-${position - 1}`}
            onMove={on.onMove}
          />
          <MoveButton
            direction="down"
            disabled={last}
            label={`Move image ${position} down`}
            focusKey={`down-${position - 1}`}
            onMove={on.onMove}
          />
          <Button variant="secondary" onClick={on.onPlace}>
            Place in case study<span className="sr-only"> (image {position})</span>
          </Button>
          <Button variant="ghost" data-focus-key={`remove-${position - 1}`} onClick={on.onRemove}>
            Remove<span className="sr-only"> image {position}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
