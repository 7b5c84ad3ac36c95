import type { CustomDomain } from '@portfolio/shared/domains';
import type { ReactNode, RefObject } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';
import { formatWhen, stillServed } from '../utils/domain-status.ts';
import { subheadingClassName } from './last-check.tsx';

type DomainNeedsAttentionProps = {
  domain: CustomDomain;
  recordsHeadingRef: RefObject<HTMLHeadingElement | null>;
  lastCheck: ReactNode;
  records: ReactNode;
  actions: ReactNode;
};

/** A domain whose records the daily check found wrong: until when it is still served, and the fix. */
export function DomainNeedsAttention({
  domain,
  recordsHeadingRef,
  lastCheck,
  records,
  actions,
}: DomainNeedsAttentionProps) {
  const until = formatWhen(domain.stopsServingAt);
  const failingSince = formatWhen(domain.failingSince);
  return (
    <>
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="space-y-1">
          <p className="font-semibold">
            Our daily check
            {failingSince ? ` on ${failingSince}` : ''} found the DNS records of {domain.domain} missing or
            wrong.
          </p>
          <p>
            {stillServed(domain)
              ? `Your portfolio still answers at ${domain.domain}${until ? ` until ${until}` : ''}. Put the records back as shown below and press Verify.`
              : `Since ${until ?? 'then'}, ${domain.domain} no longer shows your portfolio. Put the records back as shown below and press Verify to connect it again.`}
          </p>
        </div>
      </div>
      {lastCheck}
      <div className="space-y-3">
        <h3 ref={recordsHeadingRef} tabIndex={-1} className={subheadingClassName}>
          The records {domain.domain} needs
        </h3>
        {records}
      </div>
      {actions}
    </>
  );
}
