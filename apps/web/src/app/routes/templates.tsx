import { type Audience, TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths, savedSiteOf } from '../../config/paths.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { TemplateRequestForm } from '../../features/notifications/components/template-request-form.tsx';
import { useShownPrice } from '../../features/payment/api/get-price.ts';
import { AudienceFilter } from '../../features/templates/components/audience-filter.tsx';
import { HowItWorks } from '../../features/templates/components/how-it-works.tsx';
import { RecentComments } from '../../features/templates/components/recent-comments.tsx';
import { TemplateCard } from '../../features/templates/components/template-card.tsx';
import { TemplateIncludes } from '../../features/templates/components/template-includes.tsx';
import { Island } from '../../islands/island.tsx';
import { signInPath } from '../../lib/sign-in-redirect.ts';

// The preview's code comes with the first Preview (the template renderer itself loads after it).
const TemplatePreviewDialog = lazy(() =>
  import('../../features/templates/components/template-preview-dialog.tsx').then((m) => ({
    default: m.TemplatePreviewDialog,
  })),
);

// Only a signed-in user has portfolios to show: their part of the page is fetched for them alone.
const YourPortfolios = lazy(() =>
  import('./your-portfolios.tsx').then((m) => ({ default: m.YourPortfolios })),
);

export function TemplatesRoute() {
  const selectTo = useSelectTo();
  return (
    <Page
      title="Templates"
      heading="Choose Your Portfolio"
      lead={
        <p>
          Pick a template, fill in your details and go live with a fast, responsive and accessible portfolio
          under your own name.
        </p>
      }
    >
      <MetaDescription content="Choose one of eight portfolio templates, for developers, designers, writers, job seekers and freelancers, preview it with sample data and see how Portfolio Maker turns one form into a live, fast and accessible portfolio site." />
      <Island name="template-cards">
        <TemplateCards />
      </Island>
      <div className="mt-10">
        <TemplateIncludes />
      </div>
      <div className="mt-16 space-y-16">
        <TrailingPortfolios />
        <HowItWorks />
        <Testimonials />
        <Island name="recent-comments" className="block">
          <RecentComments />
        </Island>
        <div className="flex justify-center">
          <Link to={selectTo(1)} className={buttonClassName('primary', 'px-8 text-base')}>
            Get Started Now
          </Link>
        </div>
        <Island name="template-request" className="block">
          <TemplateRequest />
        </Island>
      </div>
    </Page>
  );
}

/** Where Select (and Get Started Now) leads: the editor, through sign-in for a visitor (docs/spec.md §6). */
function useSelectTo() {
  const signedIn = Boolean(useUser().data);
  return (id: TemplateId) => (signedIn ? paths.portfolio(id) : signInPath(paths.portfolio(id)));
}

/**
 * After a payment or a save the owner's own sites lead the page, above the price cards; otherwise they
 * come below them. Only once the user is known: the prerendered page hydrates as the anonymous visitor
 * it shows, even when a reload keeps the navigation state.
 */
function useOwnSites() {
  const { data: user } = useUser();
  const saved = savedSiteOf(useLocation().state);
  const sites = user ? (
    <Suspense>
      <YourPortfolios user={user} justSaved={saved} />
    </Suspense>
  ) : null;
  return { sites, leading: Boolean(saved && user) };
}

function TrailingPortfolios() {
  const { sites, leading } = useOwnSites();
  return leading ? null : sites;
}

/** The filter, the cards and their preview (an island, decision 59). */
export function TemplateCards() {
  const selectTo = useSelectTo();
  const { sites, leading } = useOwnSites();
  const [previewed, setPreviewed] = useState<TemplateId>();
  // Once opened, the preview stays mounted (closing it keeps its place in the page).
  const [previewUsed, setPreviewUsed] = useState(false);
  const previewedTemplate = TEMPLATES.find((template) => template.id === previewed);
  const [audience, setAudience] = useState<Audience>();
  const shownTemplates = audience
    ? TEMPLATES.filter((template) => (template.suits as readonly Audience[]).includes(audience))
    : TEMPLATES;
  const price = useShownPrice();

  return (
    <>
      {leading ? <div className="mt-10">{sites}</div> : null}
      <div className="mt-10">
        <AudienceFilter chosen={audience} onChoose={setAudience} shown={shownTemplates.length} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {shownTemplates.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            selectTo={selectTo(template.id)}
            onPreview={() => {
              setPreviewUsed(true);
              setPreviewed(template.id);
            }}
            price={price}
          />
        ))}
      </div>
      {previewUsed ? (
        <Suspense>
          <TemplatePreviewDialog
            template={previewedTemplate}
            onClose={() => setPreviewed(undefined)}
            action={
              <Link to={selectTo(previewed ?? 1)} className={buttonClassName('primary')}>
                Use this template
              </Link>
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The template e-mail box, which sends a visitor to sign in first (an island, decision 59). */
export function TemplateRequest() {
  const navigate = useNavigate();
  const signedIn = Boolean(useUser().data);
  return (
    <TemplateRequestForm
      signedIn={signedIn}
      onSignInRequired={() => navigate(signInPath(paths.templates, 'template-request'))}
    />
  );
}
