import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[7];

// A document: one narrow left-aligned column of serif text, headings in small capitals, hairlines
// between sections, no cards. Dates hang at the right of their entries from 40rem, like a CV.
export const paper: Look = {
  layout: {
    name: 'paper',
    sections: templateSectionOrder(7),
    cover: 'below',
    // One column of 40rem at most: a project's lead image a figure of 16rem at most (a phone at
    // Lighthouse's pixel ratio, 1.75, takes the 480-wide file: decision 56), its gallery 6rem thumbnails.
    imageSizes: {
      // The site's cover, below the introduction at the column's width.
      cover: '(min-width: 40rem) 37.5rem, calc(100vw - 2.5rem)',
      lead: '(min-width: 18.5rem) 16rem, calc(100vw - 2.5rem)',
      gallery: '6rem',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#222222',
      muted: '#5f5f5f',
      line: '#e6e4df',
      'toc-bg': '#fffffef2',
      error: '#b91c1c',
      accent: '#1f4f8f',
      'on-accent': '#ffffff',
      focus: '#1f4f8f',
      'chip-bg': 'transparent',
      'chip-fg': '#474747',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#e4e1da',
      muted: '#a19d96',
      line: '#353432',
      'toc-bg': '#171717f2',
      error: '#fca5a5',
      accent: '#9bbcf0',
      'on-accent': '#171717',
      focus: '#9bbcf0',
      'chip-bg': 'transparent',
      'chip-fg': '#c9c5be',
    },
  },
  css: compact(`
:root{--width:40rem;--radius:2px}
.paper{font-size:1.0625rem}
.paper :is(h1,h2,h3){font-weight:600}
.paper .masthead{padding:3rem 0 1.5rem}
.paper .photo{width:5rem;height:5rem;margin-bottom:1.25rem}
.paper h1{font-size:clamp(2rem,8vw,2.6rem);letter-spacing:-.01em}
.paper .role{font-style:italic;color:var(--muted);font-size:1.15rem}
.paper .summary{font-size:1.15rem}
.paper .contact{font-size:.95rem}
.paper .contact .icon{color:var(--muted)}
.paper .socials{margin-left:-.7rem;gap:0}
.paper .socials a{border:0;color:var(--muted)}
.paper .socials a:hover{color:var(--accent)}
.paper .toc{display:block;position:static;background:none;border:0}
.paper .toc ul{gap:0 1.1rem;padding:0 1.25rem .5rem}
.paper .toc a,.paper h2{font-variant-caps:all-small-caps;letter-spacing:.07em}
.paper .toc a{color:var(--muted);text-decoration:none;font-size:1.05rem}
.paper .toc a:hover{color:var(--accent);text-decoration:underline}
.paper .cover-figure{margin:1.5rem 0 0}
.paper .section{padding:1.75rem 0 1rem;border-top:1px solid var(--line)}
.paper main>.section:first-child{border-top:0}
.paper h2{font-size:1.3rem;color:var(--muted);margin-bottom:1rem}
.paper .items{gap:1.5rem}
.paper .section-projects .items{gap:2.5rem}
.paper .item h3{font-size:1.15rem}
.paper .meta{font-size:.9rem}
.paper .section-projects .item{display:flex;flex-direction:column}
.paper .section-projects .item>:is(h3,.meta){order:-1}
.paper .shot img{border-radius:0}
.paper .lead{margin:.75rem 0 .25rem;max-width:16rem}
.paper .more-images summary{font-weight:400}
.paper .gallery{grid-template-columns:repeat(auto-fill,6rem)}
.paper .gallery img{width:6rem;aspect-ratio:4/3;object-fit:cover}
.paper .gallery figcaption{font-size:.78rem;line-height:1.35}
.paper .chips{gap:.2rem .5rem}
.paper .chips li{background:none;padding:0;border-radius:0;font-size:.92rem}
.paper .chips li+li::before{content:"·"/"";margin-right:.5rem}
.paper .skill-groups{gap:.75rem}
.paper .skill-groups h3{font-size:1rem}
.paper .price{font-weight:600}
.paper .testimonial{padding-left:1.25rem}
.paper .testimonial blockquote{font-style:italic}
.paper .testimonial figcaption::before{content:"— "}
.paper .footer{padding-top:0}
.paper .footer .wrap::before{content:"";display:block;border-top:1px solid var(--line);margin-bottom:1.75rem}
.paper .button{background:none;color:var(--accent);border:1px solid currentColor;font-weight:400;padding:.55rem 1.1rem}
.paper .footer .button{color:var(--accent)}
.paper .button:hover{background:var(--accent);color:var(--on-accent)}
.paper .masthead.compact{border-bottom:1px solid var(--line)}
.paper .site-name{font-size:1.1rem}
.paper:has(.case-study) .compact .wrap{--width:44rem}
@media (min-width:40rem){
.paper :is(.timeline,.writing,.section-achievements .grid)>.item:not(:has(.shot)){display:grid;grid-template-columns:1fr auto;column-gap:1.5rem;align-items:baseline}
.paper :is(.timeline,.writing,.section-achievements .grid)>.item>*{grid-column:1/-1}
.paper :is(.timeline,.writing,.section-achievements .grid)>.item>h3{grid-column:1}
.paper :is(.timeline,.writing,.section-achievements .grid)>.item:not(:has(.shot))>.meta:has(time){grid-column:2;grid-row:1;margin:0;white-space:nowrap}
.paper .skill-groups .item:has(h3){display:grid;grid-template-columns:9rem 1fr;gap:1rem;align-items:baseline}
}
@media (min-width:48rem){
.paper .masthead{padding:5rem 0 2rem}
.paper .masthead-inner{display:grid;grid-template-columns:1fr auto;gap:2rem}
.paper .photo{grid-column:2;grid-row:1;width:6rem;height:6rem;margin:0}
.paper .toc a{font-size:1.05rem}
}
`),
  accentChips: false,
  favicon: { ground: '#222222', ink: '#fffffe', font: 'Georgia,serif' },
};
