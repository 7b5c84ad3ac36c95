import type { CustomDomain } from '@portfolio/shared/domains';
import { useId, useState } from 'react';
import { ChevronIcon, GlobeIcon } from '../../../components/icons.tsx';
import { useCustomDomain } from '../hooks/use-custom-domain.ts';
import { CustomDomainBody } from './custom-domain-body.tsx';
import { DomainStatusBadge } from './domain-status-badge.tsx';

type CustomDomainSectionProps = {
  portfolioId: string;
  /** Only a live portfolio can have a domain. */
  live: boolean;
  domain: CustomDomain | null;
  /** The portfolio's live address: the domain is served with the same scheme. */
  liveUrl: string;
  /**
   * The server confirmed a change: the domain as it is now, null once removed, undefined when the
   * answer did not say (someone else changed it) and it must be read again.
   */
  onChange: (domain: CustomDomain | null | undefined) => void;
};

/**
 * The Manage screen's 'Custom domain' section: add one domain to a live portfolio, see the two DNS
 * records to create (copyable), Verify them (what is right or wrong, record by record, announced
 * politely), see it connected or needing attention (until when it is still served), and remove it
 * after a confirmation. A section that opens and closes under its heading; open by itself while
 * the domain waits for its owner.
 */
export function CustomDomainSection({
  portfolioId,
  live,
  domain,
  liveUrl,
  onChange,
}: CustomDomainSectionProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  // Open by itself while the domain waits for its owner: records to create or to put back.
  const [open, setOpen] = useState(live && domain !== null && domain.status !== 'verified');
  const state = useCustomDomain({ portfolioId, domain, onChange });
  const { announcement } = state;

  return (
    <section
      id="custom-domain"
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-4 text-left hover:bg-slate-50 sm:px-6"
        >
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex items-center gap-2">
              <GlobeIcon className="size-5 text-indigo-600" />
              Custom domain
            </span>
            {live && domain ? (
              <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-normal text-slate-700">
                <span className="font-mono break-all">{domain.domain}</span>
                <DomainStatusBadge status={domain.status} />
              </span>
            ) : (
              <span className="text-sm font-normal text-slate-600">Use your own domain name</span>
            )}
          </span>
          <ChevronIcon
            direction="down"
            width={20}
            height={20}
            className={`size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 py-5 sm:px-6">
        <div className="max-w-3xl">
          <CustomDomainBody live={live} domain={domain} liveUrl={liveUrl} state={state} />
        </div>
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement.text ? <p key={announcement.count}>{announcement.text}</p> : null}
      </div>
    </section>
  );
}
