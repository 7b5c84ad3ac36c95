import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[2];

export const monograph: Look = {
  layout: {
    name: 'monograph',
    sections: templateSectionOrder(2),
    cover: 'below',
    // One column of 46rem at most: every image as wide as the text, stacked.
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)',
      lead: '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)',
      gallery: '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#1c1917',
      muted: '#57534e',
      line: '#e7dfd3',
      'toc-bg': '#fbf8f3f2',
      error: '#b91c1c',
      accent: '#9a3412',
      'on-accent': '#ffffff',
      focus: '#c2410c',
      'chip-bg': 'transparent',
      'chip-fg': '#44403c',
      'chip-line': '#d6cfc4',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#f5f5f4',
      muted: '#a8a29e',
      line: '#44403c',
      'toc-bg': '#1c1917f2',
      error: '#fca5a5',
      accent: '#fdba74',
      'on-accent': '#1c1917',
      focus: '#fb923c',
      'chip-bg': 'transparent',
      'chip-fg': '#d6d3d1',
      'chip-line': '#57534e',
    },
  },
  css: compact(`
:root{--width:46rem;--radius:0}
.monograph{font-size:1.08rem}
.monograph .masthead{padding:3.5rem 0 2rem;text-align:center;border-bottom:1px solid var(--line)}
.monograph .masthead-inner{display:flex;flex-direction:column;align-items:center}
.monograph .photo{width:8.5rem;height:8.5rem;margin-bottom:1.5rem;filter:grayscale(.15)}
.monograph h1{font-weight:600;font-size:clamp(2.3rem,9vw,4rem);letter-spacing:-.02em;line-height:1.05}
.monograph .role{font-style:italic;color:var(--muted);font-size:1.25rem}
.monograph .summary{font-size:1.2rem;max-width:36rem;margin-left:auto;margin-right:auto}
.monograph .reach{justify-items:center}
.monograph .contact,.monograph .socials{justify-content:center}
.monograph .socials a{border-color:var(--line)}
.monograph .cover-figure{margin:2.5rem 0 0}
.monograph .section{border-bottom:1px solid var(--line)}
.monograph .section:last-child{border-bottom:0}
.monograph h2{font-weight:600;font-size:.95rem;letter-spacing:.16em;text-transform:uppercase;color:var(--accent)}
.monograph .item h3{font-weight:600;font-size:1.35rem}
.monograph .items{gap:1.75rem}
.monograph .chips li{border:1px solid var(--chip-line);font-size:.8rem;letter-spacing:.04em}
.monograph .about{font-size:1.15rem}
.monograph .about::first-letter{font-family:var(--head-font);font-weight:600;float:left;font-size:3.4rem;line-height:.9;padding:.35rem .5rem 0 0;color:var(--accent)}
.monograph .writing h3 a{text-decoration-thickness:1px}
.monograph .testimonial blockquote{font-style:italic;font-size:1.2rem;border-left:2px solid var(--accent);padding-left:1rem}
.monograph .shot img{border-radius:0}
.monograph .gallery{gap:1.5rem}
.monograph .footer{text-align:center;border-top:1px solid var(--line)}
.monograph .actions{justify-content:center}
.monograph .masthead.compact{padding:1.25rem 0;text-align:left}
@media (min-width:48rem){
.monograph .toc ul{justify-content:center}
.monograph .toc a{font-size:.8rem;letter-spacing:.14em;text-transform:uppercase}
.monograph .timeline .item{display:grid;grid-template-columns:1fr;border-left:2px solid var(--line);padding-left:1.25rem}
}
`),
  accentChips: false,
  favicon: { ground: '#9a3412', ink: '#fbf8f3', font: 'Georgia,serif' },
};
