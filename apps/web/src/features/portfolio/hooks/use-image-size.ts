import { useEffect, useState } from 'react';

export type ImageSize = { src: string; width: number; height: number };

/** The natural size of the picture at `src` once it has loaded; undefined before, or if it cannot load. */
export function useImageSize(src: string | undefined): ImageSize | undefined {
  const [size, setSize] = useState<ImageSize>();
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setSize({ src, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = src;
    return () => {
      current = false;
    };
  }, [src]);
  // The same object until the picture changes, so it can be a memo dependency.
  return size?.src === src ? size : undefined;
}
