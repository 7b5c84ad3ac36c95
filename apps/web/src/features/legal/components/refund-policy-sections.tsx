import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type PolicySection, SupportEmailLink } from './policy-document.tsx';

/** The refund terms of docs/spec.md §9: only if not deployed, within 7 days, replies in 1–2 and decisions in 3–5 business days. */
export const refundPolicySections: readonly PolicySection[] = [
  {
    title: 'Overview',
    content: (
      <p>
        Portfolio Maker charges a one-time fee to build and publish your portfolio. This policy explains when
        that payment can be refunded and how to ask for it. It is part of our{' '}
        <Link
          to={paths.termsAndConditions}
          className="font-medium text-indigo-700 underline underline-offset-4"
        >
          Terms and Conditions
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'When you can get a refund',
    content: (
      <p>
        You can get a refund only if your portfolio was not deployed: you paid, but your site was never
        published at its address, for example because publishing failed.
      </p>
    ),
  },
  {
    title: 'When a refund is not possible',
    content: (
      <ul>
        <li>Your portfolio has been deployed and is live at its address.</li>
        <li>More than 7 days have passed since your payment.</li>
      </ul>
    ),
  },
  {
    title: 'How to request a refund',
    content: (
      <p>
        Write to <SupportEmailLink /> within 7 days of your payment. Send it from the e-mail address of your
        account and include your hosting name and, if you have them, the order or payment id from your payment
        confirmation.
      </p>
    ),
  },
  {
    title: 'What happens next',
    content: (
      <ul>
        <li>Our support team replies to your request within 1–2 business days.</li>
        <li>We decide on the refund within 3–5 business days and tell you the outcome by e-mail.</li>
      </ul>
    ),
  },
  {
    title: 'How refunds are paid',
    content: (
      <p>
        An approved refund is returned in full to the card or account you paid with, through the same payment
        provider. When the money reaches your account depends on your bank or card issuer.
      </p>
    ),
  },
  {
    title: 'Contact us',
    content: (
      <p>
        Questions about a payment or a refund? Write to <SupportEmailLink />.
      </p>
    ),
  },
];
