export const SITE_NAME = 'Portfolio Maker';

/** Sets the tab title to "<page> | Portfolio Maker" while the page is shown (React hoists it into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | ${SITE_NAME}`}</title>;
}
