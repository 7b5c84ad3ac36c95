import type { DomainStatus } from '@portfolio/shared/domains';
import { statusLabel } from '../utils/domain-status.ts';

const badgeClassName: Record<DomainStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  verified: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  needs_attention: 'bg-red-100 text-red-900 ring-red-300',
};

/** The domain's state in words ('Connected', 'Not connected yet', 'Needs attention'); colour only repeats it. */
export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClassName[status]}`}
    >
      {statusLabel[status]}
    </span>
  );
}
