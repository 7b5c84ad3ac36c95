import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[5];

export const sidebar: Look = {
  layout: {
    name: 'sidebar',
    sections: templateSectionOrder(5),
    cover: 'below',
    // Sections are cards in the page's column (52rem at most, right of a 20rem side column from
    // 64rem); project cards two to a row from 48rem; each card's gallery three images to a row.
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 64rem) 49.5rem, calc(100vw - 2.5rem)',
      lead: '(min-width: 72rem) 22rem, (min-width: 64rem) calc(50vw - 14rem), (min-width: 52rem) 22rem, (min-width: 48rem) calc(50vw - 4rem), calc(100vw - 5rem)',
      gallery: '(min-width: 48rem) 7rem, calc(33vw - 2rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#111827',
      muted: '#4b5563',
      line: '#e5e7eb',
      'toc-bg': '#f3f4f6f2',
      error: '#b91c1c',
      accent: '#0f766e',
      'on-accent': '#ffffff',
      focus: '#0f766e',
      'chip-bg': '#e6f2f1',
      'chip-fg': '#115e59',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#f3f4f6',
      muted: '#9ca3af',
      line: '#374151',
      'toc-bg': '#111827f2',
      error: '#fca5a5',
      accent: '#5eead4',
      'on-accent': '#111827',
      focus: '#5eead4',
      'chip-bg': '#134e4a',
      'chip-fg': '#ccfbf1',
    },
  },
  css: compact(`
:root{--width:52rem;--radius:.375rem}
.sidebar .masthead{background:var(--surface);border-top:.35rem solid var(--accent);border-bottom:1px solid var(--line);padding:2rem 0 1.75rem}
.sidebar .masthead-inner{display:grid;gap:1rem}
.sidebar .photo{width:6rem;height:6rem;border:3px solid var(--line)}
.sidebar h1{font-size:clamp(1.8rem,7vw,2.3rem);letter-spacing:-.01em}
.sidebar .role{color:var(--accent);font-weight:600;margin-top:.2rem}
.sidebar .summary{color:var(--muted)}
.sidebar .contact{flex-direction:column;gap:.5rem}
.sidebar .socials a{border-color:var(--line);color:var(--fg)}
.sidebar .cover-figure{margin:1.25rem 0 0}
.sidebar .cover{border-radius:.75rem;max-height:20rem;object-fit:cover}
.sidebar main .section{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1.5rem 1.25rem;margin:1.25rem 0}
.sidebar h2{font-size:1.05rem;letter-spacing:.1em;text-transform:uppercase;color:var(--muted);padding-bottom:.6rem;border-bottom:2px solid var(--accent);margin-bottom:1.25rem}
.sidebar .item h3{font-size:1.1rem}
.sidebar .timeline{border-left:2px solid var(--line);padding-left:1.4rem;gap:1.6rem}
.sidebar .timeline .item{position:relative}
.sidebar .timeline .item::before{content:"";position:absolute;left:calc(-1.4rem - 8px);top:.35rem;width:14px;height:14px;border-radius:50%;background:var(--surface);border:3px solid var(--accent)}
.sidebar .timeline .meta{font-weight:600}
.sidebar .grid .item{border-top:1px solid var(--line);padding-top:1rem}
.sidebar .grid .item:first-child{border-top:0;padding-top:0}
.sidebar .gallery{grid-template-columns:repeat(3,1fr);gap:.5rem}
.sidebar .gallery img{width:100%;aspect-ratio:4/3;object-fit:cover}
.sidebar .testimonial{border-left:3px solid var(--line);padding-left:1rem}
.sidebar .footer{padding-top:1.5rem}
@media (min-width:48rem){
.sidebar main .section{padding:1.75rem 2rem}
.sidebar .grid{grid-template-columns:1fr 1fr;gap:1.5rem}
.sidebar .grid .item,.sidebar .grid .item:first-child{border-top:0;padding-top:0}
.sidebar .skill-groups .item{display:grid;grid-template-columns:9rem 1fr;gap:1rem;align-items:baseline}
}
@media (min-width:64rem){
.site.sidebar:has(.masthead-inner){display:grid;grid-template-columns:20rem minmax(0,1fr);grid-template-rows:auto 1fr auto}
.sidebar>.masthead:not(.compact){grid-column:1;grid-row:1/4;padding:0;border-bottom:0;border-right:1px solid var(--line)}
.sidebar .masthead-inner{position:sticky;top:0;max-height:100vh;overflow-y:auto;padding:2.75rem 1.75rem 2rem;gap:1.1rem}
.sidebar .reach{margin-top:.5rem;gap:1rem}
.sidebar .contact{font-size:.95rem}
.sidebar>.toc{grid-column:2;grid-row:1}
.sidebar>main{grid-column:2;grid-row:2;width:100%}
.sidebar>.footer{grid-column:2;grid-row:3}
.sidebar .section{scroll-margin-top:4rem}
}
@media print{.sidebar .timeline .item::before{display:none}.sidebar h2{padding:0}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
`),
  accentChips: true,
  favicon: { ground: '#0f766e', ink: '#ffffff', font: 'system-ui,sans-serif' },
};
