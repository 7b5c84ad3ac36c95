import { type DragEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { FieldUploads } from '../hooks/use-image-uploads.ts';
import type { OnUploaded, Upload } from '../utils/image-uploads.ts';

type ImageDropZoneProps = {
  uploads: FieldUploads;
  /** The file input's label ('Add images'). */
  label: string;
  multiple: boolean;
  /** How many more files the field takes (its images and the files on their way counted). */
  room: number;
  /** Why a file beyond `room` is refused, shown under the input once it is full. */
  fullMessage: string;
  onUploaded: OnUploaded;
  inputRef?: Ref<HTMLInputElement>;
  /** What files may be dropped on besides the input (the field's images). */
  children?: ReactNode;
};

const hint = 'JPEG, PNG, WebP, GIF or AVIF, at most 25 MB each. You can also drop files here.';

/**
 * Where images come in: a file input and the area around it (the field's images too), on which
 * files can be dropped. Each file is uploaded with its own progress bar; one beyond `room` or
 * refused by the server is listed with the reason and a Dismiss button.
 */
export function ImageDropZone({
  uploads,
  label,
  multiple,
  room,
  fullMessage,
  onUploaded,
  inputRef,
  children,
}: ImageDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const take = (files: File[]) => {
    if (files.length === 0) return;
    const taken = files.slice(0, Math.max(room, 0));
    if (taken.length > 0) uploads.add(taken, onUploaded);
    if (files.length > taken.length) uploads.refuse(files.slice(taken.length), fullMessage);
  };
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer's shortcut; the file input inside is everyone's way.
    <div
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        take(Array.from(event.dataTransfer.files));
      }}
      className={`min-w-0 rounded-xl border-2 border-dashed p-3 ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300'}`}
    >
      {children}
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={room <= 0}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          // The same file can be chosen again (after a refusal, say).
          event.target.value = '';
        }}
        className="mt-2 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 disabled:opacity-60"
      />
      <p id={`${inputId}-hint`} className="mt-2 text-sm text-slate-600">
        {room <= 0 ? fullMessage : hint}
      </p>
      <UploadRows uploads={uploads.own} onDismiss={uploads.dismiss} />
    </div>
  );
}

/** Each file on its way: its name, its progress bar or what it waits for, or why it was refused. */
function UploadRows({
  uploads,
  onDismiss,
}: {
  uploads: readonly Upload[];
  onDismiss: (key: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {uploads.map((upload) => (
        <UploadRow key={upload.key} upload={upload} onDismiss={() => onDismiss(upload.key)} />
      ))}
    </ul>
  );
}

function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const nameId = useId();
  const failed = upload.state === 'failed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-2 text-sm">
      <span id={nameId} className="min-w-0 flex-1 basis-40 break-all text-slate-900">
        {upload.fileName}
      </span>
      {failed ? null : (
        <progress
          aria-labelledby={nameId}
          className="h-2 w-full basis-full sm:w-40 sm:basis-auto"
          max={upload.total || 1}
          // Indeterminate while it waits for its turn or for the server.
          value={upload.state === 'sending' ? upload.loaded : undefined}
        />
      )}
      {upload.message ? (
        <p
          role={failed ? 'alert' : 'status'}
          className={`basis-full ${failed ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {upload.message}
        </p>
      ) : null}
      <Button variant="ghost" className="-ml-2" onClick={onDismiss}>
        {failed ? 'Dismiss' : 'Cancel'}
        <span className="sr-only"> {upload.fileName}</span>
      </Button>
    </li>
  );
}
