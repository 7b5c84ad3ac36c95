import type { CustomDomain } from '@portfolio/shared/domains';
import type { ReactNode, RefObject } from 'react';
import { domainAddress, formatWhen } from '../utils/domain-status.ts';

type DomainConnectedProps = {
  domain: CustomDomain;
  liveUrl: string;
  /** Focused when a verify has just connected the domain. */
  connectedRef: RefObject<HTMLParagraphElement | null>;
  records: ReactNode;
  actions: ReactNode;
};

/** A connected domain: where the portfolio answers, the certificate's first visit, the records to keep. */
export function DomainConnected({ domain, liveUrl, connectedRef, records, actions }: DomainConnectedProps) {
  const since = formatWhen(domain.verifiedAt);
  return (
    <>
      <div className="space-y-2 text-sm leading-6 text-slate-700">
        <p ref={connectedRef} tabIndex={-1} className="focus:outline-none">
          Your portfolio answers at{' '}
          <a
            href={domainAddress(domain.domain, liveUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
          >
            {domain.domain}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {since ? `, connected since ${since}` : ''}.
        </p>
        <p>
          Its HTTPS certificate is issued on the first visit: that may take a few minutes, so if the browser
          warns about the address at first, wait a little and reload.
        </p>
        <p>Keep both DNS records in place: we check them every day.</p>
      </div>
      <details className="rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">The DNS records to keep</summary>
        <div className="mt-3">{records}</div>
      </details>
      {actions}
    </>
  );
}
