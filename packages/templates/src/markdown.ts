import MarkdownIt, { type Token } from 'markdown-it';
import { pictureHtml, type ShownImage } from './placed-images.ts';
import { escapeHtml } from './safe-values.ts';

// A project's case study as HTML (issue 26 item 2, decision 48). markdown-it with raw HTML off:
// a `<script>` or `<img onerror>` typed in the Markdown is shown as text, never as markup. Links are
// kept only to http(s) and mailto (a `javascript:` or `data:` link stays as the text it was typed
// as), each opened with rel="noopener noreferrer". Images (issue 26 item 1): `![alt](image:<id>)`
// places one of the project's own images, as the site shows it (placed-images.ts); alone in its
// paragraph it is a figure with the image's caption. Any other image (another id, a remote or a
// `javascript:` address) shows its alt text only: never an <img>, never a request elsewhere.
// Headings are moved so the highest the write-up uses is an <h2>, under the page's own <h1> (a
// write-up in `##` and `###` gives <h2> and <h3>; one in `#` the same): no level is skipped.

const LINK_PROTOCOLS = /^(https?:|mailto:)/i;
/** A project's image as the Markdown names it. */
const IMAGE_REF = /^image:([0-9a-f]{32})$/;

/** What a case study's Markdown may place: the project's images by id, and how wide they are shown. */
export type MarkdownImages = { images: ShownImage[]; sizes: string };
type ImageEnv = { placed?: Map<string, ShownImage>; sizes?: string; headingShift?: number };

const md = new MarkdownIt('commonmark', { html: false, linkify: true, typographer: false });
md.enable(['linkify', 'strikethrough', 'table']).disable(['html_inline', 'html_block']);

md.validateLink = (url: string): boolean => {
  if (IMAGE_REF.test(url.trim())) return true;
  try {
    return LINK_PROTOCOLS.test(new URL(url.trim()).protocol);
  } catch {
    return false;
  }
};

/** The placed image an image token names, when it is one of the project's. */
function placedImage(token: Token, env: ImageEnv | undefined): ShownImage | undefined {
  const id = IMAGE_REF.exec(String(token.attrGet('src') ?? ''))?.[1];
  return id ? env?.placed?.get(id) : undefined;
}

// `image:` is for images only: a link to it (`[x](image:…)`, `<image:…>`) keeps its text, no link.
// A paragraph holding nothing but a placed image becomes its figure, for the caption.
md.core.ruler.push('project_images', (state) => {
  const env = state.env as ImageEnv;
  state.tokens.forEach((token, index) => {
    if (token.type !== 'inline' || !token.children) return;
    let dropped = false;
    token.children = token.children.filter((child) => {
      if (child.type === 'link_open') dropped = IMAGE_REF.test(String(child.attrGet('href') ?? ''));
      const keep = !(dropped && (child.type === 'link_open' || child.type === 'link_close'));
      if (child.type === 'link_close') dropped = false;
      return keep;
    });
    const open = state.tokens[index - 1];
    const close = state.tokens[index + 1];
    const content = token.children.filter((child) => !(child.type === 'text' && child.content.trim() === ''));
    const only = content.length === 1 ? content[0] : undefined;
    if (open?.type !== 'paragraph_open' || open.hidden || close?.type !== 'paragraph_close') return;
    if (only?.type !== 'image' || !placedImage(only, env)) return;
    open.tag = 'figure';
    open.attrSet('class', 'shot');
    close.tag = 'figure';
    only.meta = { figure: true };
  });
});

md.renderer.rules.image = (tokens, index, options, renderEnv, self) => {
  const env = renderEnv as ImageEnv | undefined;
  const token = tokens[index] as Token;
  const alt = self.renderInlineAsText(token.children ?? [], options, env).trim();
  const image = placedImage(token, env);
  if (!image) return escapeHtml(alt);
  const caption =
    token.meta?.figure && image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : '';
  return pictureHtml(image, env?.sizes || '100vw', alt || image.alt) + caption;
};

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]?.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

const levelOf = (tag: string) => Number(tag.slice(1));
for (const rule of ['heading_open', 'heading_close'] as const) {
  md.renderer.rules[rule] = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const shift = (env as ImageEnv | undefined)?.headingShift ?? 1;
    if (token) token.tag = `h${Math.min(6, levelOf(token.tag) + shift)}`;
    return self.renderToken(tokens, index, options);
  };
}

/** How far the write-up's headings move so that its highest is an <h2>. */
function headingShiftOf(tokens: Token[]): number {
  const levels = tokens.filter((token) => token.type === 'heading_open').map((token) => levelOf(token.tag));
  return levels.length === 0 ? 0 : 2 - Math.min(...levels);
}

/**
 * The Markdown as safe HTML: only markdown-it's own elements, escaped text, checked links, and the
 * project's own images where it places them.
 */
export function markdownToHtml(
  markdown: string,
  { images, sizes }: MarkdownImages = { images: [], sizes: '' },
): string {
  const env: ImageEnv = { placed: new Map(images.map((image) => [image.id, image])), sizes };
  const tokens = md.parse(markdown, env);
  env.headingShift = headingShiftOf(tokens);
  return md.renderer.render(tokens, md.options, env);
}
