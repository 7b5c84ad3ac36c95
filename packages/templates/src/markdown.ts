import MarkdownIt from 'markdown-it';

// A project's case study as HTML (issue 26 item 2, decision 48). markdown-it with raw HTML off:
// a `<script>` or `<img onerror>` typed in the Markdown is shown as text, never as markup. Links are
// kept only to http(s) and mailto (a `javascript:` or `data:` link stays as the text it was typed
// as), each opened with rel="noopener noreferrer". Images wait for project images (issue 26 item 1):
// the image syntax is off. Headings go one level down, under the page's own <h1>.

const LINK_PROTOCOLS = /^(https?:|mailto:)/i;

const md = new MarkdownIt('commonmark', { html: false, linkify: true, typographer: false });
md.enable(['linkify', 'strikethrough', 'table']).disable(['image', 'html_inline', 'html_block']);

md.validateLink = (url: string): boolean => {
  try {
    return LINK_PROTOCOLS.test(new URL(url.trim()).protocol);
  } catch {
    return false;
  }
};

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]?.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

const lower = (tag: string) => `h${Math.min(6, Number(tag.slice(1)) + 1)}`;
for (const rule of ['heading_open', 'heading_close'] as const) {
  md.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token) token.tag = lower(token.tag);
    return self.renderToken(tokens, index, options);
  };
}

/** The Markdown as safe HTML: only markdown-it's own elements, escaped text, checked links. */
export function markdownToHtml(markdown: string): string {
  return md.render(markdown);
}
