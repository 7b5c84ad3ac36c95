import { templateSectionOrder } from '@portfolio/shared/site-rules';
import { TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { compact, type Look } from './look.ts';

const grounds = TEMPLATE_GROUNDS[6];

export const spotlight: Look = {
  layout: {
    name: 'spotlight',
    sections: templateSectionOrder(6),
    cover: 'beside',
    // Project cards in a 68rem page, two to a row from 48rem, the lead image across the card;
    // each card's gallery three images to a row inside the card's padding.
    imageSizes: {
      // The site's cover.
      cover: '(min-width: 68rem) 27rem, (min-width: 64rem) 40vw, calc(100vw - 2.5rem)',
      lead: '(min-width: 68rem) 31.75rem, (min-width: 48rem) calc(50vw - 2.25rem), calc(100vw - 2.5rem)',
      gallery: '(min-width: 68rem) 9rem, (min-width: 48rem) calc(16.6vw - 2rem), calc(33.3vw - 2.25rem)',
    },
  },
  palettes: {
    light: {
      bg: grounds.light.bg,
      surface: grounds.light.surface,
      fg: '#1c1917',
      muted: '#57534e',
      line: '#ece3d6',
      'toc-bg': '#fffbf5f2',
      error: '#b91c1c',
      accent: '#a21caf',
      'on-accent': '#ffffff',
      focus: '#a21caf',
      'chip-bg': '#f5ebf6',
      'chip-fg': '#86198f',
    },
    dark: {
      bg: grounds.dark.bg,
      surface: grounds.dark.surface,
      fg: '#fafaf9',
      muted: '#a8a29e',
      line: '#34343c',
      'toc-bg': '#18181bf2',
      error: '#fca5a5',
      accent: '#f0abfc',
      'on-accent': '#18181b',
      focus: '#f0abfc',
      'chip-bg': '#3b2440',
      'chip-fg': '#f5d0fe',
    },
  },
  css: compact(`
:root{--width:68rem;--radius:999px}
.spotlight .masthead{display:flex;align-items:center;min-height:min(80svh,40rem);padding:3.5rem 0;background:radial-gradient(circle at 90% 8%,color-mix(in srgb,var(--accent) 14%,transparent),transparent 60%)}
.spotlight .masthead-inner{display:grid;gap:2rem;width:100%}
.spotlight .photo{width:5rem;height:5rem;margin-bottom:-.75rem;border:3px solid var(--accent)}
.spotlight h1{font-weight:800;font-size:clamp(3rem,15vw,8.5rem);line-height:.92;letter-spacing:-.035em}
.spotlight .role{font-family:var(--head-font);font-style:italic;font-weight:400;color:var(--accent);font-size:clamp(1.4rem,5vw,2.4rem);margin-top:.75rem}
.spotlight .summary{font-size:clamp(1.1rem,2.5vw,1.35rem);max-width:34rem;margin-top:1.25rem}
.spotlight .reach{margin-top:2rem}
.spotlight .masthead .contact a{color:var(--fg)}
.spotlight .socials a{color:var(--fg);border-color:var(--line)}
.spotlight .cover{border-radius:2rem}
.spotlight h2{font-weight:700;font-size:clamp(2.1rem,8vw,3.6rem);letter-spacing:-.025em;margin-bottom:2rem}
.spotlight h2::before{content:"";display:block;width:3rem;height:.3rem;border-radius:1rem;background:var(--accent);margin-bottom:1rem}
.spotlight .section{padding:3.5rem 0}
.spotlight .item h3{font-size:1.3rem}
.spotlight .services .item,.spotlight .section-projects .item{background:var(--surface);border:1px solid var(--line);border-radius:1.5rem;padding:1.75rem 1.5rem}
.spotlight .services .item{border-top:.4rem solid var(--accent)}
.spotlight .services h3{font-size:1.5rem}
.spotlight .services .price{font-family:var(--head-font);font-size:2rem;line-height:1.2;margin:.6rem 0 .2rem}
.spotlight .services .on-request{font-size:1.4rem}
.spotlight .testimonials{gap:3rem}
.spotlight .testimonial blockquote{font-family:var(--head-font);font-size:clamp(1.5rem,5vw,2.3rem);line-height:1.25;letter-spacing:-.01em}
.spotlight .testimonial blockquote p::before{color:var(--accent)}
.spotlight .testimonial figcaption{font-size:1.05rem;margin-top:1.1rem}
.spotlight .section-projects .item{overflow:hidden;padding-top:0}
.spotlight .section-projects .item>:first-child:not(.lead){margin-top:1.5rem}
.spotlight .shot.lead{margin:0 -1.5rem 1.25rem}
.spotlight .lead img{width:100%;border-radius:0}
.spotlight .lead figcaption{padding:0 1.5rem}
.spotlight .gallery{grid-template-columns:repeat(3,1fr)}
.spotlight .gallery img{width:100%;aspect-ratio:1;object-fit:cover}
.spotlight .timeline .item{padding-left:1.1rem;border-left:3px solid var(--line)}
.spotlight .footer{border-top:1px solid var(--line)}
.spotlight .masthead.compact{display:block;min-height:0;background:none;border-bottom:1px solid var(--line)}
.spotlight .compact .site-name{font-size:1.5rem}
.spotlight .prose h2{font-size:1.75rem;margin-bottom:.75rem}
@media (min-width:48rem){
.spotlight .masthead{min-height:100svh;padding:4rem 0}
.spotlight .grid{grid-template-columns:1fr 1fr;gap:2rem}
.spotlight .services{grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
.spotlight .testimonials{grid-template-columns:1fr;gap:3.5rem}
.spotlight .testimonial{max-width:52rem}
.spotlight .timeline{grid-template-columns:1fr 1fr;gap:2rem}
}
@media (min-width:64rem){
.spotlight .masthead-inner:has(.cover){grid-template-columns:minmax(0,1.35fr) minmax(0,1fr);align-items:center}
.spotlight .masthead-inner:has(.cover) .photo{grid-column:1/-1}
.spotlight .masthead-inner:has(.cover) h1{font-size:clamp(3rem,8vw,7rem)}
}
@media print{.spotlight .masthead{min-height:0;display:block}.spotlight h2::before{display:none}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
`),
  accentChips: true,
  favicon: { ground: '#a21caf', ink: '#ffffff', font: 'Georgia,serif' },
};
