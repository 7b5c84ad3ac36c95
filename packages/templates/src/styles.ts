import { compact } from './looks/look.ts';

// The rules every template shares, after the template's own (looks/*.ts) in a page's one inline
// stylesheet. Mobile first; colours come from custom properties (each look's palettes), so every
// appearance and accent paints the same rules. Every template is the shared skeleton (site-body.ts)
// dressed by its own rules.

/** What every template shares: layout mechanics, the contact form, print. Colours come from variables. */
const SHARED_RULES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font-family:var(--body-font);line-height:1.65;color:var(--fg);background:var(--bg);overflow-wrap:anywhere}
h1,h2,h3{font-family:var(--head-font);line-height:1.2;margin:0}
a{color:var(--accent);text-underline-offset:3px}
a:focus-visible,button:focus-visible,summary:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:2px}
img{max-width:100%;height:auto}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip{position:absolute;left:-999px;top:0;background:var(--surface);color:var(--accent);padding:.5rem 1rem;z-index:10}
.skip:focus{left:1rem;top:1rem}
.wrap{max-width:var(--width,60rem);margin:0 auto;padding:0 1.25rem}
.photo{width:7rem;height:7rem;border-radius:50%;object-fit:cover;display:block}
.cover{width:100%;height:auto;display:block}
.frame{display:contents}
.frame>source{display:none}
.role{margin:.35rem 0 0;font-size:1.15rem}
.summary{margin:1rem 0 0}
.reach{margin-top:1.25rem;display:grid;gap:.75rem}
.contact,.socials,.chips,.actions,.toc ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap}
.contact{gap:.5rem 1.25rem}
.contact a{display:inline-flex;align-items:center;gap:.4rem}
.icon{flex:none;width:1.15rem;height:1.15rem}
.socials{gap:.5rem}
.socials a{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:50%;border:1px solid currentColor}
.socials .icon{width:1.25rem;height:1.25rem}
.toc{display:none}
.section{padding:2.5rem 0}
.section h2{margin-bottom:1.25rem}
.items{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.item h3{font-size:1.15rem}
.item p{margin:.4rem 0 0;white-space:pre-line}
.meta{font-size:.92rem;color:var(--muted)}
.item .meta{margin-top:.2rem}
.about{white-space:pre-line;margin:0;max-width:42rem}
.chips{gap:.4rem;margin-top:.75rem}
.chips li{font-size:.85rem;line-height:1.3;padding:.3rem .7rem;border-radius:999px;background:var(--chip-bg);color:var(--chip-fg)}
.skill-groups{gap:1rem}
.skill-groups h3+.chips{margin-top:.5rem}
.skill-groups .chips{margin-top:0}
.item .price{font-weight:700;color:var(--accent);margin-top:.3rem}
.item .on-request{color:var(--muted);font-weight:400;font-style:italic}
.testimonial{margin:0}
.testimonial blockquote{margin:0;font-size:1.08rem}
.testimonial blockquote p{margin:0}
.testimonial blockquote p::before{content:"“"}
.testimonial blockquote p::after{content:"”"}
.testimonial figcaption{margin-top:.7rem;color:var(--muted);font-size:.95rem}
.testimonial cite{font-style:normal;font-weight:700;color:var(--fg)}
.cover-figure{margin:0 0 1rem}
.shot{margin:0}
.shot img{display:block;border-radius:.5rem}
.shot figcaption{margin-top:.35rem;font-size:.85rem;color:var(--muted)}
.lead{margin-bottom:1rem}
.timeline .shot{max-width:26rem}
.gallery{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.75rem;align-items:start}
.more-images{margin-top:.75rem}
.more-images summary{width:fit-content;padding:.4rem 0;color:var(--accent);font-weight:700;cursor:pointer}
.more-images .gallery{margin-top:.5rem}
.prose .shot{margin:0 0 1rem}
.footer{padding:2.5rem 0 3rem;color:var(--muted);font-size:.95rem}
.footer a{color:inherit}
.actions{gap:.75rem;margin-bottom:1.25rem}
.button,button{display:inline-block;font:inherit;font-weight:700;text-decoration:none;padding:.7rem 1.3rem;border-radius:var(--radius,.5rem);border:0;background:var(--accent);color:var(--on-accent);cursor:pointer}
.footer .button{color:var(--on-accent)}
.fine{margin:0}
.report{white-space:nowrap}
.page{padding-top:2rem;padding-bottom:3rem;--width:40rem}
.page h1{font-size:clamp(1.8rem,6vw,2.4rem);margin-bottom:1rem}
.page label{display:block;font-weight:700;margin-top:1.1rem}
.page input,.page textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid var(--muted);border-radius:.375rem;background:var(--surface);color:var(--fg)}
.page textarea{min-height:10rem}
.page button{margin-top:1.4rem}
.case-study{--width:44rem}
.case-study .chips{margin-top:.75rem}
.prose{margin-top:1.5rem}
.prose h2,.prose h3,.prose h4,.prose h5,.prose h6{margin:2rem 0 .5rem}
.prose p,.prose ul,.prose ol,.prose pre,.prose table{margin:0 0 1rem}
.prose li+li{margin-top:.3rem}
.prose blockquote{margin:0 0 1rem;padding-left:1rem;border-left:3px solid var(--accent);font-size:inherit;font-style:normal}
.prose blockquote p::before,.prose blockquote p::after{content:none}
.prose pre{overflow-x:auto;padding:.75rem;background:var(--surface)}
.back{margin-top:2.5rem}
.error{color:var(--error);margin:.25rem 0 0}
.notice{padding:.75rem 1rem;border-radius:.375rem;border:1px solid var(--error);color:var(--error)}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.site .masthead.compact{padding:1rem 0}
.site-name{margin:0;font-family:var(--head-font);font-weight:700;font-size:1.2rem}
.site-name a{color:inherit;text-decoration:none}
@media (min-width:48rem){
.toc{display:block;position:sticky;top:0;z-index:5;background:var(--toc-bg);border-bottom:1px solid var(--line)}
.toc ul{gap:.25rem 1.5rem;padding:.7rem 1.25rem;margin:0 auto}
.toc a{text-decoration:none;color:var(--fg);font-size:.95rem}
.toc a:hover{color:var(--accent);text-decoration:underline}
.section{scroll-margin-top:3.5rem}
}
@media print{
*{color:#000!important;background:transparent!important;box-shadow:none!important}
body{font-size:10.5pt;line-height:1.45}
.skip,.toc,.cover,.cover-figure,.items .shot,.gallery,.more-images,.socials,.actions,.footer,.chips li::before{display:none!important}
.masthead,.section{padding:0 0 .6rem!important;border:0!important}
.masthead-inner{display:block!important}
.photo{width:5rem;height:5rem}
h1{font-size:20pt!important}
h2{font-size:13pt!important;margin:0 0 .3rem!important;border:0!important}
.items{gap:.5rem!important;grid-template-columns:1fr!important}
.item{border:0!important;padding:0!important;break-inside:avoid}
.chips{margin-top:.2rem}
.chips li{padding:0;font-size:9pt}
.chips li+li::before{content:"· "}
a{text-decoration:none}
@page{margin:1.4cm}
}
`;

export const BASE_CSS = compact(SHARED_RULES);
