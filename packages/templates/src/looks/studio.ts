import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[3];

export const studio: Look = {
  layout: {
    name: 'studio',
    sections: templateSectionOrder(3),
    cover: 'beside',
    // Cards of 18rem or more, up to three to a row; the gallery two images to a row (on a phone
    // half the card's 1.4rem padded inside, less half the .75rem gap).
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)',
      lead: '(min-width: 48rem) 23rem, calc(100vw - 5.5rem)',
      gallery: '(min-width: 48rem) 11rem, calc(50vw - 3rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#0b0b0f',
      muted: '#52525b',
      soft: '#3f3f46',
      line: '#e4e4e7',
      'toc-bg': '#fafaf9f2',
      error: '#b91c1c',
      accent: '#854d0e',
      'on-accent': '#ffffff',
      focus: '#854d0e',
      'chip-bg': '#f4f4f5',
      'chip-fg': '#27272a',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#f4f4f5',
      muted: '#a1a1aa',
      soft: '#d4d4d8',
      line: '#27272a',
      'toc-bg': '#0b0b0ff2',
      error: '#fca5a5',
      accent: '#fde047',
      'on-accent': '#0b0b0f',
      focus: '#fde047',
      'chip-bg': '#27272a',
      'chip-fg': '#e4e4e7',
    },
  },
  css: compact(`
:root{--width:72rem;--radius:999px}
.studio .masthead{padding:3rem 0 2.5rem}
.studio .masthead-inner{display:grid;gap:1.75rem}
.studio .photo{width:5.5rem;height:5.5rem;border-radius:1.25rem}
.studio h1{font-weight:700;font-size:clamp(2.75rem,13vw,7rem);line-height:.95;letter-spacing:-.045em}
.studio .role{font-family:var(--head-font);font-weight:700;color:var(--accent);font-size:clamp(1.2rem,4vw,1.7rem)}
.studio .summary{color:var(--soft);font-size:1.15rem;max-width:38rem}
.studio .masthead a{color:var(--fg)}
.studio .socials a:hover{color:var(--accent)}
.studio .cover{border-radius:1.5rem}
.studio h2{font-size:clamp(1.8rem,6vw,2.6rem);letter-spacing:-.03em}
.studio h2::after{content:".";color:var(--accent)}
.studio .section{border-top:1px solid var(--line)}
.studio .item{background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;padding:1.4rem}
.studio .grid .item{transition:border-color .2s}
.studio .grid .item:hover{border-color:var(--accent)}
.studio .item h3{font-size:1.3rem;letter-spacing:-.01em}
.studio .testimonial blockquote{font-family:var(--head-font);font-size:1.3rem;line-height:1.35}
.studio .services .price{font-size:1.15rem}
.studio .timeline .item{background:none;border:0;border-radius:0;padding:0 0 0 1.1rem;border-left:3px solid var(--accent)}
.studio .gallery{grid-template-columns:1fr 1fr}
.studio .shot img{border-radius:.75rem}
.studio .footer{border-top:1px solid var(--line)}
@media (min-width:48rem){
.studio .masthead{padding:5.5rem 0 4rem}
.studio .masthead-inner{grid-template-columns:auto 1fr;align-items:end}
.studio .masthead-inner:not(:has(.photo)){grid-template-columns:1fr}
.studio .masthead-inner .cover{grid-column:1/-1}
.studio .grid{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}
.studio .timeline{grid-template-columns:1fr 1fr;gap:2rem}
}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}.studio .grid .item{transition:none}}
`),
  accentChips: false,
  favicon: { ground: '#0b0b0f', ink: '#fde047', font: 'system-ui,sans-serif' },
};
