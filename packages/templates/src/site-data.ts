import type { PortfolioContent, SectionField } from '@portfolio/shared/portfolio';

/**
 * An image of the site, stored beside its page; `sources` are its other sizes and formats as a
 * `<picture>`'s (the cover's, written by the publisher), one srcset per type.
 */
export type SiteImage = {
  src: string;
  width: number;
  height: number;
  sources?: { type: string; srcset: string }[] | undefined;
};

/** Everything a published site shows: the form's content plus where the site and its files live. */
export type SiteData = Omit<PortfolioContent, SectionField | 'customSections'> & {
  /** The owner's own sections: missing in content saved before them. */
  customSections?: PortfolioContent['customSections'] | undefined;
  /** The owner's order and hidden sections: missing (content saved before them) is the template's own. */
  sectionOrder?: PortfolioContent['sectionOrder'] | undefined;
  hiddenSections?: PortfolioContent['hiddenSections'] | undefined;
  hostingName: string;
  /** Absolute address of the site, for canonical, Open Graph and sitemap links. */
  siteUrl: string;
  cover: SiteImage | undefined;
  /** The owner's portrait, separate from the cover. */
  photo?: SiteImage | undefined;
  /** The share image the server drew for the site (its name, title, photo and theme), with its alt text. */
  share?: (SiteImage & { alt: string }) | undefined;
  /** The site's contact form ('Contact me'), when the owner has it on. Relative to the site. */
  contactUrl?: string | undefined;
  /** The PDF résumé ('Download CV'), when the owner has the link on. Relative to the site. */
  resumeUrl?: string | undefined;
  /** Where a visitor reports abuse ('Report this site'): the app's report page for this site. */
  reportUrl: string;
};
