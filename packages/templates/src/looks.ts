import type { TemplateId } from '@portfolio/shared/templates';
import type { Look } from './looks/look.ts';
import { monograph } from './looks/monograph.ts';
import { studio } from './looks/studio.ts';
import { techfolio } from './looks/techfolio.ts';

export type { Look, Palette } from './looks/look.ts';

/** Every template's look, by the id stored with each portfolio. */
export const LOOKS: Record<TemplateId, Look> = {
  1: techfolio,
  2: monograph,
  3: studio,
};
