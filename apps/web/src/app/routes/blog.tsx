import { Page } from '../../components/page.tsx';
import { BlogArticle } from '../../features/blog/components/blog-article.tsx';
import { CommentForm } from '../../features/blog/components/comment-form.tsx';
import { ReadingLists } from '../../features/blog/components/reading-lists.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { Island } from '../../islands/island.tsx';

export function BlogRoute() {
  return (
    <Page
      title="Blog"
      heading="Blog"
      lead={<p>Practical advice for building a portfolio that opens doors.</p>}
    >
      <MetaDescription content="The Portfolio Maker blog: how to build a portfolio that gets you hired, from choosing projects to keeping your site fast, readable and current." />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <BlogArticle />
          <Island name="comment-form">
            <CommentForm />
          </Island>
        </div>
        <aside aria-label="More to read" className="lg:sticky lg:top-24 lg:self-start">
          <ReadingLists />
        </aside>
      </div>
    </Page>
  );
}
