/**
 * The whole stylesheet of a Techfolio site, inlined so a page needs one request. Mobile first;
 * colours meet WCAG AA contrast. The published page's CSP allows exactly this
 * style by its hash (computed where the site is served).
 */
export const TECHFOLIO_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1e293b;background:#f8fafc}
a{color:#3730a3;text-underline-offset:2px}
a:focus-visible{outline:3px solid #6366f1;outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem;top:1rem;z-index:10}
.wrap{max-width:56rem;margin:0 auto;padding:0 1.25rem}
.hero{background:#1e1b4b;color:#f8fafc;padding:2.5rem 0 2rem}
.hero a{color:#c7d2fe}
.hero-grid{display:grid;gap:1.5rem;align-items:center}
.cover{width:100%;height:auto;border-radius:1rem;display:block;background:#312e81}
.hero h1{font-size:clamp(1.9rem,6vw,2.8rem);line-height:1.15;margin:0 0 .25rem}
.role{font-size:1.15rem;color:#e0e7ff;margin:0 0 1rem}
.summary{margin:0 0 1.25rem;color:#e2e8f0}
.contact{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
main section{padding:2rem 0;border-bottom:1px solid #e2e8f0}
main section:last-child{border-bottom:0}
h2{font-size:1.5rem;margin:0 0 1rem;color:#0f172a}
h3{font-size:1.1rem;margin:0;color:#0f172a}
.items{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.item{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem}
.meta{font-size:.9rem;color:#475569;margin:.15rem 0 .5rem}
.item p{margin:.35rem 0 0;white-space:pre-line}
.tags{font-size:.9rem;color:#334155}
.about{white-space:pre-line}
footer{padding:2rem 0;color:#475569;font-size:.9rem;text-align:center}
@media (min-width:48rem){
  .hero{padding:4rem 0 3rem}
  .hero-grid{grid-template-columns:1fr 1.1fr}
  .items.two{grid-template-columns:1fr 1fr}
}
@media (prefers-color-scheme:dark){
  body{background:#0f172a;color:#e2e8f0}
  a{color:#a5b4fc}
  main section{border-color:#1e293b}
  h2,h3{color:#f8fafc}
  .item{background:#111827;border-color:#1f2937}
  .meta,footer{color:#94a3b8}
  .tags{color:#cbd5e1}
}
`.trim();
