import type { PortfolioContent } from '@portfolio/shared/portfolio';

/** Everything a published site shows: the form's content plus where the site and its cover live. */
export type SiteData = PortfolioContent & {
  hostingName: string;
  /** Absolute address of the site, for canonical and Open Graph links. */
  siteUrl: string;
  cover: { src: string; width: number; height: number } | undefined;
};
