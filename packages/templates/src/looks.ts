import type { TemplateId } from '@portfolio/shared/templates';
import { gallery } from './looks/gallery.ts';
import type { Look } from './looks/look.ts';
import { monograph } from './looks/monograph.ts';
import { paper } from './looks/paper.ts';
import { sidebar } from './looks/sidebar.ts';
import { spotlight } from './looks/spotlight.ts';
import { studio } from './looks/studio.ts';
import { techfolio } from './looks/techfolio.ts';
import { terminal } from './looks/terminal.ts';

export type { Look, Palette } from './looks/look.ts';

/** Every template's look, by the id stored with each portfolio. */
export const LOOKS: Record<TemplateId, Look> = {
  1: techfolio,
  2: monograph,
  3: studio,
  4: gallery,
  5: sidebar,
  6: spotlight,
  7: paper,
  8: terminal,
};
