import type { CustomDomain } from '@portfolio/shared/domains';
import { DomainChecks } from './domain-checks.tsx';

export const subheadingClassName = 'text-base font-semibold text-slate-900 focus:outline-none';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

type LastCheckProps = {
  domain: CustomDomain;
  /** When this page last verified, if it did. */
  checkedAt: Date | undefined;
};

const label = 'What the last check found';

/** What the last check of the records found, record by record; nothing before the first check. */
export function LastCheck({ domain, checkedAt }: LastCheckProps) {
  if (!domain.checks || domain.checks.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className={subheadingClassName}>{label}</h3>
      {checkedAt ? (
        <p className="text-sm text-slate-600">Checked at {timeFormat.format(checkedAt)}.</p>
      ) : null}
      <DomainChecks checks={domain.checks} label={label} />
    </div>
  );
}
