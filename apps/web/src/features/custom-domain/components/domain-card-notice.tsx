import type { CustomDomain } from '@portfolio/shared/domains';
import { AlertIcon, ClockIcon } from '../../../components/icons.tsx';
import { domainNotice } from '../utils/domain-status.ts';

/**
 * On a portfolio's card on /templates: its domain is not connected yet, or needs attention (and
 * until when it is still served). Nothing once it is connected: the card's address is the domain.
 */
export function DomainCardNotice({ domain }: { domain: CustomDomain | null }) {
  const notice = domainNotice(domain);
  if (!notice) return null;
  const warning = notice.tone === 'warning';
  const Icon = warning ? AlertIcon : ClockIcon;
  return (
    <p
      className={`mt-3 flex gap-2 rounded-lg border p-3 text-sm leading-6 wrap-anywhere ${
        warning
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-slate-50 text-slate-800'
      }`}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${warning ? 'text-amber-700' : 'text-slate-600'}`} />
      <span>
        <span className="font-semibold">{notice.title}:</span> {notice.text}
      </span>
    </p>
  );
}
