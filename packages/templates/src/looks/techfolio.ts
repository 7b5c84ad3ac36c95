import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[1];

export const techfolio: Look = {
  layout: {
    name: 'techfolio',
    sections: templateSectionOrder(1),
    cover: 'beside',
    // Cards in two columns from 48rem; the gallery's thumbnails two or three to a row.
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 48rem) 27rem, calc(100vw - 2.5rem)',
      lead: '(min-width: 48rem) 26rem, calc(100vw - 5rem)',
      gallery: '(min-width: 48rem) 8rem, 40vw',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#1e293b',
      muted: '#475569',
      line: '#e2e8f0',
      'toc-bg': '#f8fafcf2',
      error: '#b91c1c',
      accent: '#3730a3',
      'on-accent': '#ffffff',
      focus: '#6366f1',
      'chip-bg': '#eef2ff',
      'chip-fg': '#3730a3',
      band: '#1e1b4b',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#e2e8f0',
      muted: '#94a3b8',
      line: '#1f2937',
      'toc-bg': '#0f172af2',
      error: '#fca5a5',
      accent: '#a5b4fc',
      'on-accent': '#0f172a',
      focus: '#6366f1',
      'chip-bg': '#1e1b4b',
      'chip-fg': '#c7d2fe',
      band: '#020617',
    },
  },
  css: compact(`
:root{--width:58rem}
.techfolio .masthead{background:var(--band);color:#f8fafc;padding:2.75rem 0 2.25rem}
.techfolio .masthead a{color:#e0e7ff}
.techfolio .masthead-inner{display:grid;gap:1.5rem;align-items:center}
.techfolio .photo{border:3px solid #a5b4fc}
.techfolio h1{font-size:clamp(2rem,7vw,3rem);letter-spacing:-.02em}
.techfolio .role{color:#c7d2fe;font-weight:700}
.techfolio .summary{color:#e2e8f0;max-width:40rem}
.techfolio .cover{border-radius:1rem;background:#312e81}
.techfolio .section{border-bottom:1px solid var(--line)}
.techfolio .section:last-child{border-bottom:0}
.techfolio h2{font-size:1.6rem;letter-spacing:-.01em}
.techfolio .item{background:var(--surface);border:1px solid var(--line);border-radius:.85rem;padding:1.1rem 1.3rem}
.techfolio .gallery{grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr))}
.techfolio .gallery img{width:100%;aspect-ratio:4/3;object-fit:cover}
.techfolio .footer{text-align:center}
.techfolio .actions{justify-content:center}
@media (min-width:48rem){
.techfolio .masthead{padding:4rem 0 3.25rem}
.techfolio .masthead-inner{grid-template-columns:auto 1fr}
.techfolio .masthead-inner:has(.cover){grid-template-columns:1fr 1fr}
.techfolio .masthead-inner:has(.photo):has(.cover){grid-template-columns:auto 1fr 1fr}
.techfolio .grid{grid-template-columns:1fr 1fr}
}
`),
  accentChips: true,
  favicon: { ground: '#1e1b4b', ink: '#e0e7ff', font: 'system-ui,sans-serif' },
};
