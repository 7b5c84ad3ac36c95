import { DocumentTitle } from '../../components/document-title.tsx';
import { FeatureCards } from '../../features/marketing/components/feature-cards.tsx';
import { HomeHero } from '../../features/marketing/components/home-hero.tsx';
import { LaunchCallout } from '../../features/marketing/components/launch-callout.tsx';
import { MetaDescription } from '../../features/marketing/components/meta-description.tsx';
import { Showcase } from '../../features/marketing/components/showcase.tsx';
import { Testimonials } from '../../features/marketing/components/testimonials.tsx';
import { NotifyForm } from '../../features/notifications/components/notify-form.tsx';

export function HomeRoute() {
  return (
    <>
      <DocumentTitle title="Home" />
      <MetaDescription content="Portfolio Maker builds fast, responsive and accessible portfolio websites. Pick a template, fill in one form, pay once and go live under your own name, with no coding." />
      <HomeHero notifyForm={<NotifyForm />} />
      <FeatureCards />
      <Showcase />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        <Testimonials />
        <LaunchCallout />
      </div>
    </>
  );
}
