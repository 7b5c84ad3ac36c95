import { useEffect, useState } from 'react';
import type { ImageSize } from './use-image-size.ts';

const MAX_WIDTH = 1200;
const MAX_HEIGHT = 900;

/** The picture scaled to fit the preview, as a data: address, with its size. */
async function scaledDataUrl(file: File): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.drawImage(bitmap, 0, 0, width, height);
    return { src: canvas.toDataURL('image/webp', 0.85), width, height };
  } finally {
    bitmap.close();
  }
}

/**
 * The chosen cover for the preview frame. The frame is sandboxed with an opaque origin, which
 * may not read this page's blob: addresses, so the picture goes in as a data: address, scaled down
 * to what the preview shows (the server re-encodes the real upload the same way).
 */
export function usePreviewImage(file: File | null): ImageSize | undefined {
  const [image, setImage] = useState<{ file: File; image: ImageSize }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    scaledDataUrl(file).then(
      (scaled) => current && setImage({ file, image: scaled }),
      // Not a picture the browser can decode: the preview shows no cover, the form says why on submit.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return image?.file === file ? image.image : undefined;
}
