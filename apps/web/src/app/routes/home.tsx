import { lazy, Suspense } from 'react';
import { DocumentTitle } from '../../components/document-title.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { FeatureCards } from '../../features/marketing/components/feature-cards.tsx';
import { HomeHero } from '../../features/marketing/components/home-hero.tsx';
import { LaunchCallout } from '../../features/marketing/components/launch-callout.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { Showcase } from '../../features/marketing/components/showcase.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { NotifyForm } from '../../features/notifications/components/notify-form.tsx';
import { Island } from '../../islands/island.tsx';

// A signed-in owner's sites lead their home page; the code comes only for someone signed in.
const YourPortfolios = lazy(() =>
  import('./your-portfolios.tsx').then((m) => ({ default: m.YourPortfolios })),
);

export function HomeRoute() {
  const { data: user } = useUser();
  return (
    <>
      <DocumentTitle title="Home" />
      {user ? (
        <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 lg:px-8">
          <Suspense>
            <YourPortfolios user={user} hideWhenEmpty />
          </Suspense>
        </div>
      ) : null}
      <MetaDescription content="Portfolio Maker builds fast, responsive and accessible portfolio websites. Pick a template, fill in one form, pay once and go live under your own name, with no coding." />
      <HomeHero
        notifyForm={
          <Island name="notify-form">
            <NotifyForm />
          </Island>
        }
      />
      <FeatureCards />
      <Showcase />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        <Testimonials />
        <LaunchCallout />
      </div>
    </>
  );
}
