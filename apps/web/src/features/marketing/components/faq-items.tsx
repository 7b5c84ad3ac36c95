import { Link } from 'react-router';
import type { PriceState } from '../../../components/price-tag.tsx';
import { paths, specLinkPaths } from '../../../config/paths.ts';
import type { FaqItem } from './faq-accordion.tsx';

const linkClassName =
  'rounded-sm font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700';

/**
 * The ten questions of docs/spec.md §2, answered for the product as it is, with the server's price
 * (docs/design.md deviation 8) once it is known.
 */
export const faqItems = (price: PriceState): readonly FaqItem[] => [
  {
    question: 'How is my portfolio deployed?',
    answer: (
      <p>
        You do not deploy anything yourself. Fill in the form, choose a hosting name and make the one-time
        payment{typeof price === 'object' ? ` of ${price.amount}` : ''}. As soon as the payment is confirmed
        we build your site from the template you chose and publish it at its own web address, made from your
        hosting name.
      </p>
    ),
  },
  {
    question: 'Can I choose a different theme or template?',
    answer: (
      <>
        <p>
          Yes. There are eight templates: Techfolio (clean and bold, for developers), Monograph (light and
          editorial, with a serif face), Studio (dark, for designers and creators), Gallery (your pictures
          first, for designers and photographers), Sidebar (a résumé with your details in a side column, for
          job seekers), Spotlight (a bold first screen, for freelancers), Paper (one quiet column, for writers
          and researchers) and Terminal (monospaced and dark, for developers). See them all, and narrow them
          to who they suit, on{' '}
          <Link to={paths.templates} className={linkClassName}>
            Templates
          </Link>
          . You can switch at any time from Manage: save, and your live site is published in the new template
          at once.
        </p>
        <p className="mt-3">
          In the editor, beside the template, you choose your site’s look and the preview follows as you go:
          an accent colour (one of 8 ready swatches or any colour you like; if it would be hard to read, we
          adjust its lightness until it is and tell you so), one of 7 font pairings, and whether the site is
          light, dark or follows each visitor’s device setting. The ‘Made with Portfolio Maker’ line in the
          footer can be switched off. Your choices stay when you switch templates.
        </p>
      </>
    ),
  },
  {
    question: 'Is my data secure?',
    answer: (
      <p>
        You sign in with a one-time code sent to your e-mail; codes and passwords are stored only as hashes.
        Your session cookie is httpOnly and used for nothing but keeping you signed in. Payments go through
        our payment provider (UPI, cards, net banking), so we never see or store your card number. Remember
        that your published portfolio is public: add only what you want anyone to read. Our{' '}
        <Link to={specLinkPaths.privacyPolicy} className={linkClassName}>
          Privacy Policy
        </Link>{' '}
        lists everything we keep.
      </p>
    ),
  },
  {
    question: 'Do I need to know how to code?',
    answer: (
      <p>
        No. You fill in a form with your profile, education, projects, experience, achievements, articles and
        links. We turn it into a finished website and host it for you.
      </p>
    ),
  },
  {
    question: 'Can I edit my portfolio after it goes live?',
    answer: (
      <p>
        Yes. Sign in, open Templates and choose Manage on your live portfolio. Change any field and save: the
        live site is updated at once. The hosting name stays the same, so your address never breaks.
      </p>
    ),
  },
  {
    question: 'Will I get a refund if my portfolio fails to deploy?',
    answer: (
      <p>
        Yes. If your portfolio was not deployed, ask for a refund within 7 days of your payment. Our support
        team replies within 1–2 business days and decides on the refund within 3–5 business days. A portfolio
        that has been deployed is not refunded. See the{' '}
        <Link to={specLinkPaths.refundPolicy} className={linkClassName}>
          Refund Policy
        </Link>{' '}
        for the details.
      </p>
    ),
  },
  {
    question: 'Can I use my own domain name?',
    answer: (
      <>
        <p>
          Yes, one per portfolio, at no extra cost. Once your portfolio is live, open Templates, choose Manage
          on it and add a domain you own, such as www.example.com, under Custom domain. We show you two DNS
          records to create where your domain is managed (usually the company you bought it from): one points
          the domain at your portfolio, the other proves it is yours. Then press Verify: we tell you exactly
          which record is missing or wrong, and as soon as both are right your portfolio answers at your
          domain.
        </p>
        <p className="mt-3">
          HTTPS comes with it: we get the certificate for you on the first visit, within a few minutes. Your
          address under your hosting name keeps working. We check the records every day: if they go missing,
          your portfolio card says so and your domain keeps working for 7 days while you fix them. You can
          remove the domain at any time.
        </p>
      </>
    ),
  },
  {
    question: 'Will my portfolio look good on phones?',
    answer: (
      <p>
        Yes. Every template is responsive: the same site adapts to phones, tablets and desktop screens, and it
        is built to be accessible, with real headings, readable contrast and text alternatives for images.
      </p>
    ),
  },
  {
    question: 'How long does it take to go live?',
    answer: (
      <p>
        Filling in the form takes most people 15–30 minutes. Once your payment is confirmed the site is
        published straight away, usually within a minute.
      </p>
    ),
  },
  {
    question: 'Will I get analytics about my visitors?',
    answer: (
      <p>
        Yes. Each live portfolio has a stats page: views and visitors per day over the last 30 or 90 days, the
        totals and the sites your visitors came from; your portfolio card shows the views of the last 7 days.
        We count visits on our server, so your site still runs no tracking script and sets no cookie, and
        visitors stay anonymous (see our Privacy Policy). Your site also has a Contact me form whose messages
        reach your e-mail and your inbox here; you can turn it off.
      </p>
    ),
  },
];
