import type { ReactNode } from 'react';

export const ARTICLE_ID = 'article';

/** The sections of the article; their ids are the targets of the Categories list. */
export const articleSections = {
  goal: 'start-with-the-job',
  projects: 'three-projects',
  story: 'tell-the-story',
  readable: 'fast-and-readable',
  current: 'keep-it-current',
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h3 id={`${id}-heading`} className="scroll-mt-24 text-xl font-semibold text-slate-900">
        <span id={id}>{title}</span>
      </h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** The blog's one article (docs/spec.md §2). */
export function BlogArticle() {
  return (
    <article id={ARTICLE_ID} aria-labelledby="article-heading" className="scroll-mt-24">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Career advice</p>
      <h2 id="article-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900">
        How to build a portfolio that gets you hired
      </h2>
      <p className="mt-3 text-sm text-slate-600">
        By the Portfolio Maker team · <time dateTime="2025-08">August 2025</time> · 6 min read
      </p>
      <div className="mt-6 text-base leading-8 text-slate-700">
        <p>
          A recruiter spends less than a minute on a portfolio before deciding whether to read on. In that
          minute they want three answers: what do you do, how well do you do it, and how do they reach you.
          Everything on your site should help answer one of those questions quickly.
        </p>

        <Section id={articleSections.goal} title="1. Start with the job you want">
          <p>
            Open with one sentence that names the work you are looking for: “Frontend developer who builds
            accessible web apps” says more than “Passionate learner”. Put it right under your name, where
            every visitor reads it, and let the rest of the page back it up.
          </p>
        </Section>

        <Section id={articleSections.projects} title="2. Show three projects, not thirty">
          <p>
            Pick the three projects that best match the job you want and cut the rest. For each, give the
            title, your role, the tech stack and a link to the live result or the code. A short list that is
            easy to compare beats a long one nobody finishes.
          </p>
        </Section>

        <Section id={articleSections.story} title="3. Tell the story behind each project">
          <p>
            Employers hire people who solve problems. In two or three sentences, say what problem the project
            solved, what you did and what changed because of it. Numbers help: “cut page load from 4 s to 1 s”
            is more convincing than “improved performance”.
          </p>
          <p>
            Do the same for your experience: a role and a company name are a start, but a line about what you
            shipped there is what gets remembered.
          </p>
        </Section>

        <Section id={articleSections.readable} title="4. Make it fast and readable everywhere">
          <p>
            Many recruiters open links on their phones between meetings. A portfolio that loads slowly or
            needs zooming loses them. Keep pages light, use real headings, give images text alternatives and
            check the contrast of your text. A site that works for a screen reader also works for a hurried
            reader.
          </p>
        </Section>

        <Section id={articleSections.current} title="5. Keep it current">
          <p>
            An old portfolio suggests you stopped growing. Add new projects, achievements and articles as they
            happen, and remove what no longer represents you. With Portfolio Maker you edit the form and the
            live site follows, so keeping it fresh takes minutes.
          </p>
        </Section>
      </div>
    </article>
  );
}
