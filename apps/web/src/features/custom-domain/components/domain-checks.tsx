import type { DomainCheck } from '@portfolio/shared/domains';
import { CheckIcon, CrossCircleIcon } from '../../../components/icons.tsx';

/**
 * What the last check found, record by record, in the server's plain words: an icon, a colour and
 * a word ('Right' or 'To fix') for each, so none of them is needed alone.
 */
export function DomainChecks({ checks, label }: { checks: readonly DomainCheck[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {checks.map((check) => (
        <li
          key={`${check.type} ${check.message}`}
          className={`flex gap-3 rounded-lg border p-3 text-sm leading-6 ${
            check.ok
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
              : 'border-red-200 bg-red-50 text-red-950'
          }`}
        >
          {check.ok ? (
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          ) : (
            <CrossCircleIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <p className="min-w-0 wrap-anywhere">
            <span className="font-semibold">
              {check.ok ? 'Right' : 'To fix'} ({check.type} record):
            </span>{' '}
            {check.message}
          </p>
        </li>
      ))}
    </ul>
  );
}
