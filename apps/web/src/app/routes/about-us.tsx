import { Page } from '../../components/page.tsx';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { AboutIntro, AboutLead } from '../../features/marketing/components/about-intro.tsx';
import { Island } from '../../islands/island.tsx';

export function AboutUsRoute() {
  return (
    <Page title="About Us" heading="About Us" lead={<AboutLead />}>
      <AboutIntro />
      <div className="mt-16 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <ContactDetails />
        <Island name="contact-form">
          <ContactForm />
        </Island>
      </div>
    </Page>
  );
}
