import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[4];

// Gallery: the work first, edge to edge. Its class is `gallery-site`, not `gallery`: the shared
// rules already style `.gallery` (a project's list of images), and hide it in print.
export const gallery: Look = {
  layout: {
    name: 'gallery-site',
    sections: templateSectionOrder(4),
    cover: 'beside',
    // Project cards in two columns (CSS columns, a masonry), three from 80rem in a 90rem page: on a
    // phone a wall of pictures, each about 150px wide (decision 56). A card's gallery is two images
    // to a row on a phone, three from 48rem.
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 90rem) 28rem, (min-width: 48rem) 33vw, 100vw',
      lead: '(min-width: 90rem) 28.2rem, (min-width: 80rem) calc(33.3vw - 1.85rem), (min-width: 48rem) calc(50vw - 2rem), calc(50vw - 1.75rem)',
      gallery:
        '(min-width: 90rem) 9.2rem, (min-width: 80rem) calc(11.1vw - .7rem), (min-width: 48rem) calc(16.6vw - .8rem), calc(25vw - 1rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#171717',
      muted: '#525252',
      line: '#e5e5e5',
      'toc-bg': '#fffffff2',
      error: '#b91c1c',
      accent: '#be123c',
      'on-accent': '#ffffff',
      focus: '#be123c',
      'chip-bg': '#f5f5f4',
      'chip-fg': '#404040',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#f5f5f5',
      muted: '#a3a3a3',
      line: '#2e2e2e',
      'toc-bg': '#111111f2',
      error: '#fca5a5',
      accent: '#fda4af',
      'on-accent': '#111111',
      focus: '#fda4af',
      'chip-bg': '#262626',
      'chip-fg': '#e5e5e5',
    },
  },
  css: compact(`
:root{--width:90rem;--radius:0}
.gallery-site .masthead{padding:2rem 0 1.5rem}
.gallery-site .masthead-inner{display:grid;gap:1.25rem}
.gallery-site .photo{width:4.5rem;height:4.5rem}
.gallery-site h1{font-weight:600;font-size:clamp(1.9rem,7vw,3.2rem);letter-spacing:-.03em;line-height:1.05}
.gallery-site .role{color:var(--muted);font-size:1.1rem}
.gallery-site .summary{max-width:36rem}
.gallery-site .contact{font-size:.95rem}
.gallery-site .socials a{border-color:var(--line)}
.gallery-site .cover{margin:0 -1.25rem;width:calc(100% + 2.5rem);max-width:none}
.gallery-site h2{display:flex;align-items:center;gap:1rem;font-weight:500;font-size:1.05rem;letter-spacing:.12em;text-transform:uppercase}
.gallery-site h2::after{content:"";flex:1;border-top:1px solid var(--line)}
.gallery-site .section{padding:2rem 0 2.5rem}
.gallery-site .item h3{font-weight:600}
.gallery-site .shot img{border-radius:0}
.gallery-site .section-projects .grid{display:block;columns:2;column-gap:1rem}
.gallery-site .section-projects .item{break-inside:avoid;margin-bottom:2.25rem;font-size:.9375rem}
.gallery-site .shot.lead{margin:0 0 .75rem}
.gallery-site .lead img{width:100%}
.gallery-site .item .gallery{grid-template-columns:repeat(2,1fr);gap:.25rem;margin-top:.5rem}
.gallery-site .item .gallery img{width:100%;aspect-ratio:1;object-fit:cover}
.gallery-site .more{display:inline-block;margin:.5rem 1.25rem 0 0;font-weight:500}
.gallery-site .more-images summary{font-weight:500;font-size:.85rem;letter-spacing:.12em;text-transform:uppercase}
.gallery-site .chips li{border-radius:0}
.gallery-site .timeline .item,.gallery-site .writing .item,.gallery-site .services .item,.gallery-site .section-achievements .item{border-top:1px solid var(--line);padding-top:1rem}
.gallery-site .services .price{font-size:1.2rem}
.gallery-site .testimonial blockquote{font-size:1.3rem;line-height:1.45;font-weight:300}
.gallery-site .footer{border-top:1px solid var(--line)}
.gallery-site .masthead.compact{border-bottom:1px solid var(--line)}
@media (min-width:48rem){
.gallery-site .masthead{padding:3rem 0 2rem}
.gallery-site .masthead-inner{grid-template-columns:auto 1fr;align-items:start}
.gallery-site .masthead-inner:has(.cover){grid-template-columns:auto minmax(0,1fr) minmax(0,1fr)}
.gallery-site .masthead-inner:not(:has(.photo)):has(.cover){grid-template-columns:1fr 1fr}
.gallery-site .cover{margin:0;width:100%}
.gallery-site .toc{border-bottom:0}
.gallery-site .toc a{font-size:.85rem;letter-spacing:.1em;text-transform:uppercase}
.gallery-site .section-projects .grid{column-gap:1.5rem}
.gallery-site .section-projects .item{margin-bottom:2.75rem;font-size:1rem}
.gallery-site .shot.lead{margin:0 0 .9rem}
.gallery-site .item .gallery{grid-template-columns:repeat(3,1fr);margin-top:.9rem}
.gallery-site .section:not(.section-projects) .grid{grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1.5rem 2rem}
.gallery-site .timeline{grid-template-columns:1fr 1fr;gap:1.5rem 2rem}
}
@media (min-width:64rem){
.gallery-site .section:not(.section-projects){display:grid;grid-template-columns:14rem minmax(0,1fr);gap:2rem;align-items:start}
.gallery-site .section:not(.section-projects) h2::after{content:none}
}
@media (min-width:80rem){.gallery-site .section-projects .grid{columns:3}}
@media print{.gallery-site .section-projects .grid{columns:auto}.gallery-site .section{display:block!important}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
`),
  accentChips: false,
  favicon: { ground: '#171717', ink: '#fafafa', font: 'system-ui,sans-serif' },
};
