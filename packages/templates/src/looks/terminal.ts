import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[8];

// A terminal: monospaced, dark by default, the masthead a window with its title bar, every section
// heading a path at a prompt, items as bordered blocks and chips as [tags]. The prompts and brackets
// are drawn by CSS with empty alternative text, so screen readers say only the words.
export const terminal: Look = {
  layout: {
    name: 'terminal',
    sections: templateSectionOrder(8),
    cover: 'beside',
    // Blocks in two columns from 48rem (a 56rem page), 1.1rem padding; a project's lead image 16rem
    // at most (a phone at pixel ratio 1.75 takes the 480-wide file: decision 56); the gallery two
    // to a row, three from 30rem.
    imageSizes: {
      // The site's cover in the masthead's window: below the introduction, beside it from 64rem.
      cover:
        '(min-width: 64rem) 22rem, (min-width: 56rem) 49.4rem, (min-width: 48rem) calc(100vw - 6.6rem), calc(100vw - 4.6rem)',
      lead: '(min-width: 20.8rem) 16rem, calc(100vw - 4.8rem)',
      gallery:
        '(min-width: 56rem) 7.6rem, (min-width: 48rem) calc(16.7vw - 1.75rem), (min-width: 30rem) calc(33.3vw - 2rem), calc(50vw - 2.7rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#132413',
      muted: '#4a5d4a',
      line: '#cfdccf',
      bar: '#e6ede6',
      'toc-bg': '#f6f8f6f2',
      error: '#b91c1c',
      accent: '#166534',
      'on-accent': '#ffffff',
      focus: '#15803d',
      'chip-bg': 'transparent',
      'chip-fg': '#166534',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#d4e7d4',
      muted: '#8ca88c',
      line: '#24402a',
      bar: '#152015',
      'toc-bg': '#0a0f0af2',
      error: '#fca5a5',
      accent: '#4ade80',
      'on-accent': '#052e16',
      focus: '#86efac',
      'chip-bg': 'transparent',
      'chip-fg': '#86efac',
    },
  },
  css: compact(`
:root{--width:56rem;--radius:.25rem}
.terminal{font-size:.95rem}
.terminal .masthead{padding:1.25rem 1.25rem .5rem}
.terminal .masthead-inner{position:relative;display:grid;gap:1.25rem;max-width:calc(var(--width) - 2.5rem);padding:3rem 1rem 1.5rem;background:var(--surface);border:1px solid var(--line);border-radius:.5rem}
.terminal .masthead-inner::before{content:"";position:absolute;inset:0 0 auto;height:2rem;background:var(--bar);border-bottom:1px solid var(--line);border-radius:.5rem .5rem 0 0}
.terminal .masthead-inner::after{content:"";position:absolute;top:.7rem;left:.9rem;width:.6rem;height:.6rem;border-radius:50%;background:#ff5f57;box-shadow:1rem 0 #febc2e,2rem 0 #28c840}
.terminal .intro::before{content:"$ whoami"/"";display:block;color:var(--muted);margin-bottom:.4rem}
.terminal .photo{width:5rem;height:5rem;border-radius:.25rem;border:1px solid var(--line)}
.terminal h1{font-size:clamp(1.6rem,7vw,2.4rem);letter-spacing:-.02em}
.terminal .role{color:var(--accent);font-size:1rem}
.terminal .socials a{border-radius:.25rem;border-color:var(--line)}
.terminal .socials a:hover{border-color:var(--accent);color:var(--accent)}
.terminal .cover{border:1px solid var(--line)}
.terminal .toc a{text-transform:lowercase;font-size:.9rem}
.terminal .toc a::before{content:"./"/"";color:var(--muted)}
.terminal .section{padding:2rem 0 .5rem}
.terminal :is(.section,.prose) h2{font-size:1.15rem}
.terminal .section h2{text-transform:lowercase}
.terminal .section h2::before,.terminal .case-study h1::before{content:"~/"/"";color:var(--accent)}
.terminal .prose h2::before{content:"## "/"";color:var(--muted)}
.terminal .items{gap:1rem}
.terminal .item{background:var(--surface);border:1px solid var(--line);border-radius:.25rem;padding:1.1rem}
.terminal .item h3{font-size:1rem}
.terminal .lead{max-width:16rem}
.terminal .meta{font-size:.85rem}
.terminal .chips{gap:.3rem .8rem}
.terminal .chips li{background:none;padding:0;border-radius:0;font-size:.82rem}
.terminal .chips li::before{content:"["/""}
.terminal .chips li::after{content:"]"/""}
.terminal .chips li::before,.terminal .chips li::after{color:var(--muted)}
.terminal .skill-groups h3{color:var(--muted);font-size:.9rem;margin-bottom:.4rem}
.terminal .skill-groups h3::before{content:"# "/""}
.terminal .more-images summary{font-weight:400}
.terminal .gallery{grid-template-columns:1fr 1fr;gap:.6rem}
.terminal .gallery img{width:100%;aspect-ratio:4/3;object-fit:cover}
.terminal .testimonial blockquote{border-left:2px solid var(--accent);padding-left:.9rem}
.terminal .testimonial figcaption::before{content:"-- "/""}
.terminal .footer{border-top:1px dashed var(--line);margin-top:2rem}
.terminal .compact{background:var(--bar);border-bottom:1px solid var(--line)}
.terminal:has(.page) .compact .wrap{--width:40rem}
.terminal:has(.case-study) .compact .wrap{--width:44rem}
.terminal .page h1{font-size:clamp(1.4rem,5.5vw,2rem)}
@media (min-width:30rem){.terminal .gallery{grid-template-columns:repeat(3,1fr)}}
@media (min-width:48rem){
.terminal .masthead{padding-top:2.5rem}
.terminal .masthead-inner{padding:3.5rem 2rem 2rem;grid-template-columns:auto 1fr;align-items:start}
.terminal .masthead-inner:not(:has(.photo)){grid-template-columns:1fr}
.terminal .masthead-inner .cover{grid-column:1/-1}
.terminal .grid,.terminal .skill-groups{grid-template-columns:1fr 1fr}
.terminal .section:not(.section-projects) .grid{grid-template-columns:repeat(auto-fit,minmax(20rem,1fr))}
}
@media (min-width:64rem){
.terminal .masthead-inner:has(.cover){grid-template-columns:auto 1fr 22rem}
.terminal .masthead-inner:not(:has(.photo)):has(.cover){grid-template-columns:1fr 22rem}
.terminal .masthead-inner .cover{grid-column:auto}
}
@media print{.terminal .chips li::after{display:none}}
`),
  accentChips: true,
  favicon: { ground: '#0a0f0a', ink: '#4ade80', font: 'ui-monospace,Menlo,Consolas,monospace' },
};
