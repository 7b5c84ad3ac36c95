import { type PolicySection, SupportEmailLink } from './policy-document.tsx';

/** What the product stores, as the server stores it. */
export const privacyPolicySections: readonly PolicySection[] = [
  {
    title: 'Who we are and what this policy covers',
    content: (
      <p>
        Portfolio Maker builds and hosts portfolio websites. This policy describes the information we keep
        when you use this website and the portfolios we publish, why we keep it and what you can ask of us. We
        keep only what the service needs to work.
      </p>
    ),
  },
  {
    title: 'Your account and signing in',
    content: (
      <>
        <p>
          When you register we store your user name, full name and e-mail address, and your password as a
          one-way hash: we never store or see the password itself.
        </p>
        <p>
          To sign in we e-mail you a one-time code. We store only a hash of the code; it expires after 10
          minutes and cannot be used again. We also keep a hashed record of each signed-in session so that you
          stay signed in and can log out.
        </p>
      </>
    ),
  },
  {
    title: 'Your portfolios',
    content: (
      <p>
        We store what you enter in the portfolio form (your hosting name, title, contact details, summary,
        education, projects, experience, achievements, articles and links) and the cover image you upload.
        Once your payment is confirmed, your portfolio and its cover image are published on the internet at
        their own address, where anyone can read them. Only enter what you are happy to make public.
      </p>
    ),
  },
  {
    title: 'Messages and sign-ups',
    content: (
      <ul>
        <li>Contact messages: the name, e-mail address and message you send with the Send a Message form.</li>
        <li>
          Notify-me sign-ups: the e-mail address you leave in the Notify box, and whether the reminder is
          active. Signing up again with the same address does not store it twice.
        </li>
        <li>
          Template requests: the text you send from the Templates page, with your account's e-mail address.
        </li>
      </ul>
    ),
  },
  {
    title: 'Payments',
    content: (
      <p>
        Payments are processed by our card payment provider. You enter your card or account details on the
        provider's checkout, never on our servers. We store the order and payment ids, the amount and whether
        the payment was confirmed, so that we can publish your portfolio and handle refunds. We do not store
        card numbers.
      </p>
    ),
  },
  {
    title: 'Cookies',
    content: (
      <p>
        We use session cookies only to keep you signed in. They are httpOnly (scripts in the page cannot read
        them) and are sent only to this website, never to the published portfolio sites. We use no tracking or
        advertising cookies and no third-party analytics.
      </p>
    ),
  },
  {
    title: 'Server logs',
    content: (
      <p>
        Like every web server, ours record each request: the time, the address requested, the result and the
        IP address it came from. We use these logs to keep the service running, to find faults and to limit
        abuse, such as too many requests from one address.
      </p>
    ),
  },
  {
    title: 'How we use and share information',
    content: (
      <>
        <p>
          We use your information to run your account, build and publish your portfolio, answer your messages,
          send the e-mails you asked for and process your payment. We do not sell it and do not use it for
          advertising.
        </p>
        <p>
          We share it only with the services that do part of this work for us: our e-mail provider, which
          delivers sign-in codes and replies, and our payment provider, which processes payments. We disclose
          information to others only when the law requires it.
        </p>
      </>
    ),
  },
  {
    title: 'How long we keep it and how we protect it',
    content: (
      <p>
        We keep your account and portfolios while your account exists, and messages and sign-ups until they
        have been dealt with or you ask us to delete them. Sign-in codes expire after 10 minutes. Passwords,
        codes and sessions are stored only as hashes, and the site is served over encrypted connections.
      </p>
    ),
  },
  {
    title: 'Your rights and how to contact us',
    content: (
      <p>
        You can ask for a copy of the information we hold about you, have it corrected, unsubscribe from
        reminders, or have your account, portfolios and messages deleted. Write to <SupportEmailLink /> from
        the e-mail address of your account; we reply within 1–2 business days.
      </p>
    ),
  },
];
