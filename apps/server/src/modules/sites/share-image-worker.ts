import '../../work/lower-priority.ts';
import { drawShareImage, type ShareDrawing } from './share-image-draw.ts';

/** Draws a share image off the app's event loop (see share-images.ts). */
export default function draw(drawing: ShareDrawing): Promise<Uint8Array> {
  return drawShareImage(drawing);
}
