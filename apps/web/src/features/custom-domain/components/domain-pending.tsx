import type { CustomDomain } from '@portfolio/shared/domains';
import type { ReactNode, RefObject } from 'react';
import { isBareDomain } from '../utils/domain-status.ts';
import { subheadingClassName } from './last-check.tsx';

type DomainPendingProps = {
  domain: CustomDomain;
  recordsHeadingRef: RefObject<HTMLHeadingElement | null>;
  lastCheck: ReactNode;
  records: ReactNode;
  actions: ReactNode;
};

/** A domain added but not connected yet: the two records to create, step by step, and the usual snags. */
export function DomainPending({
  domain,
  recordsHeadingRef,
  lastCheck,
  records,
  actions,
}: DomainPendingProps) {
  const pointer = domain.records[0];
  return (
    <>
      <div className="space-y-3 text-sm leading-6 text-slate-700">
        <h3 ref={recordsHeadingRef} tabIndex={-1} className={subheadingClassName}>
          Create these two records for {domain.domain}
        </h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Sign in where your domain’s DNS is managed: usually the company you bought it from.</li>
          <li>
            Create both records below, copying each name and value exactly. The {pointer?.type ?? 'CNAME'}{' '}
            record sends visitors of {domain.domain} to your portfolio; the TXT record proves the domain is
            yours.
          </li>
          <li>Come back here and press Verify.</li>
        </ol>
        <p>
          DNS changes can take a while to be seen: usually a few minutes, sometimes a few hours. If Verify
          says a record is missing, wait a little and press it again.
        </p>
      </div>
      {records}
      <ul className="list-disc space-y-1 pl-5 text-sm leading-6 text-slate-600">
        <li>
          Some providers add your domain to the names by themselves: there, type only the part before it (for
          www.example.com, that is www and _portfolio-maker.www).
        </li>
        <li>
          If the name already has a record (a parking page, say), change that record instead of adding a
          second one.
        </li>
        {pointer?.type === 'CNAME' && isBareDomain(domain.domain) ? (
          <li>
            Many providers refuse a CNAME record on a bare domain such as {domain.domain}. If yours does,
            remove this one and connect www.{domain.domain} instead.
          </li>
        ) : null}
      </ul>
      {lastCheck}
      {actions}
    </>
  );
}
