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
      <>
        <p>
          We store what you enter in the portfolio form (your hosting name, title, contact details, summary,
          education, projects, experience, achievements, articles and links) and the cover image you upload.
          Once your payment is confirmed, your portfolio and its cover image are published on the internet at
          their own address, where anyone can read them. Only enter what you are happy to make public.
        </p>
        <p>
          Version history: each time you save a portfolio we keep the version it replaces, so that you can see
          what changed and go back. We keep the last 30 saves of each portfolio; older ones are deleted.
        </p>
      </>
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
        <li>
          Messages to a portfolio's owner: the name, e-mail address and message a visitor sends with the
          Contact me form of a published portfolio. We store the message for its owner, e-mail it to them with
          the visitor's address to reply to, and keep it until the owner deletes it (or their account). We do
          not store the sender's IP address with it; it only counts, for 10 minutes, how many messages one
          address has sent, so that no one can flood an owner's inbox.
        </li>
        <li>
          Abuse reports: when someone reports a published portfolio, we store the portfolio's address, the
          reason and details they give, and their e-mail address if they leave one. We keep a report until it
          is resolved and for one year after.
        </li>
      </ul>
    ),
  },
  {
    title: 'Payments',
    content: (
      <>
        <p>
          Payments are processed by our payment provider (UPI, cards, net banking). You enter your UPI, card
          or account details on the provider's checkout, never on our servers. We store the order and payment
          ids, the amount and whether the payment was confirmed, so that we can publish your portfolio and
          handle refunds. We do not store card numbers.
        </p>
        <p>
          Indian accounting law (section 128 of the Companies Act, 2013) requires us to keep our books of
          account for 8 years. So when you delete your account, its orders stay for 8 years, but without your
          name or e-mail address.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies',
    content: (
      <p>
        We use session cookies only to keep you signed in. They are httpOnly (scripts in the page cannot read
        them) and are sent only to this website, never to the published portfolio sites. We use no tracking or
        advertising cookies and no third-party analytics, and the portfolios we publish set no cookies at all.
      </p>
    ),
  },
  {
    title: 'Server logs and visitor stats',
    content: (
      <>
        <p>
          Like every web server, ours record each request: the time, the address requested, the result and the
          IP address it came from. We use these logs to keep the service running, to find faults and to limit
          abuse, such as too many requests from one address.
        </p>
        <p>
          Published portfolios run no scripts and set no cookies. To show their owners how many people visit,
          our server counts, for each portfolio and each day: the number of page views, the number of
          visitors, and the host names of the other sites visitors came from (for example news.example.org,
          never the full address). Robots, link previews and the owner's own visits from their dashboard are
          not counted.
        </p>
        <p>
          To tell visitors apart without knowing who they are, the server turns the IP address and browser
          name of each visit into a one-way code, mixed with a random secret that changes every day. The
          address and browser name are never stored. The code cannot be turned back into them and cannot be
          linked to the same visitor's code of another day; each day's codes and secret are kept through the
          next day (for visits around midnight) and then deleted, leaving only the day's count.
        </p>
        <p>
          We keep no record of single visits: only the daily figures above. The referring sites of each day
          are kept for 90 days; after that only each day's number of views and visitors remains, for as long
          as the portfolio exists.
        </p>
      </>
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
      <>
        <p>
          We keep your account and portfolios while your account exists, and messages and sign-ups until they
          have been dealt with or you ask us to delete them. Messages sent to you through your portfolio's
          contact form stay until you delete them. Sign-in codes expire after 10 minutes. Passwords, codes and
          sessions are stored only as hashes, and the site is served over encrypted connections.
        </p>
        <p>
          In short: version history, the last 30 saves of each portfolio; visitor codes, until the end of the
          day after the visit; referring sites, 90 days; daily view and visitor counts and contact-form
          messages, until the portfolio or the account is deleted; abuse reports, until resolved and one year
          after; orders, 8 years, without your name or e-mail address once your account is deleted.
        </p>
      </>
    ),
  },
  {
    title: 'Your rights and how to contact us',
    content: (
      <>
        <p>
          On the My account page you can download everything we hold about you in one file (your account,
          portfolios with their version history, orders and the messages visitors sent you) and delete your
          account. We e-mail you a code to confirm the deletion. Deleting an account removes its portfolios
          and their sites, uploaded files, version history, visitor stats, messages and sessions at once, with
          the messages and sign-ups sent from its e-mail address; only its orders stay, without your name or
          e-mail address, as the Payments section explains.
        </p>
        <p>
          You can also ask for a copy of the information we hold about you, have it corrected, unsubscribe
          from reminders, or have your account, portfolios and messages deleted. Write to <SupportEmailLink />{' '}
          from the e-mail address of your account; we reply within 1–2 business days.
        </p>
      </>
    ),
  },
];
