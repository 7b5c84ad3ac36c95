import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type PolicySection, SupportEmailLink } from './policy-document.tsx';

const linkClassName = 'font-medium text-indigo-700 underline underline-offset-4';

export const termsSections: readonly PolicySection[] = [
  {
    title: 'Acceptance of these terms',
    content: (
      <p>
        These terms apply to everyone who uses Portfolio Maker: the website, your account and the portfolio
        sites we publish for you. By creating an account or paying for a portfolio you accept them. If you do
        not agree, please do not use the service.
      </p>
    ),
  },
  {
    title: 'The service',
    content: (
      <p>
        Portfolio Maker lets you choose a portfolio template, fill in your details in one form, pay a fixed
        fee and receive a hosted portfolio website at an address made from the hosting name you choose.
      </p>
    ),
  },
  {
    title: 'Your account',
    content: (
      <ul>
        <li>Give your real name and an e-mail address you can read: we send your sign-in codes there.</li>
        <li>Keep access to that e-mail address safe; anyone who can read it can sign in as you.</li>
        <li>You are responsible for what is done with your account. One person, one account.</li>
      </ul>
    ),
  },
  {
    title: 'Your content',
    content: (
      <p>
        You keep the rights to everything you put in your portfolio. You give us permission to store, process
        and publish it, including your cover image, for as long as your portfolio is online. You confirm that
        you have the right to publish it and that it is accurate.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    content: (
      <ul>
        <li>
          No unlawful, misleading, hateful or sexually explicit content, and nothing that infringes the rights
          of others.
        </li>
        <li>No malware, phishing or attempts to break into or overload the service.</li>
        <li>No pretending to be another person or organisation, including through a hosting name.</li>
      </ul>
    ),
  },
  {
    title: 'Prices and payment',
    content: (
      <p>
        Prices are shown in Indian rupees (₹) before you pay. Payment is a one-time fee for the portfolio you
        create, made through our payment provider (UPI, cards, net banking); we never see your card number. A
        price change never applies to a portfolio you have already paid for.
      </p>
    ),
  },
  {
    title: 'Publishing and hosting',
    content: (
      <p>
        Once your payment is confirmed your portfolio is published at its address and anyone can visit it.
        Hosting names must be unique and may not be changed afterwards; some names are reserved. You can
        update your portfolio at any time and the live site follows.
      </p>
    ),
  },
  {
    title: 'Refunds',
    content: (
      <p>
        A payment is refunded only if your portfolio was not deployed and you ask within 7 days of paying. The
        full rules are in our{' '}
        <Link to={paths.refundPolicy} className={linkClassName}>
          Refund Policy
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Our templates and software',
    content: (
      <p>
        The templates, the website and the software behind them belong to Portfolio Maker. Your payment gives
        you the use of the template for your own portfolio; it does not allow copying or reselling the
        template or the service.
      </p>
    ),
  },
  {
    title: 'Availability and changes',
    content: (
      <p>
        We work to keep the service and your portfolio online, but we cannot promise that they will never be
        interrupted, for example during maintenance. We may improve or change features; we will not remove a
        paid portfolio because of such a change.
      </p>
    ),
  },
  {
    title: 'Suspension and termination',
    content: (
      <p>
        You may stop using the service and ask us to delete your account at any time. We may take down a
        portfolio or suspend an account that breaks these terms, after telling you why where the law and the
        situation allow.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    content: (
      <p>
        The service is provided as it is. To the extent the law allows, we are not liable for indirect losses,
        such as lost opportunities, and our total liability for a portfolio is limited to the amount you paid
        for it. Nothing in these terms limits rights you have as a consumer under the law.
      </p>
    ),
  },
  {
    title: 'Changes to these terms and contact',
    content: (
      <p>
        We may update these terms; the date at the top shows the latest version, and important changes are
        announced by e-mail. Our{' '}
        <Link to={paths.privacyPolicy} className={linkClassName}>
          Privacy Policy
        </Link>{' '}
        explains how we handle your information. Questions? Write to <SupportEmailLink />.
      </p>
    ),
  },
];
