import type { PortfolioVersion } from '@portfolio/shared/portfolio';
import { Button } from '../../../components/ui/button.tsx';
import { versionChanges } from '../utils/version-changes.ts';
import { versionTime } from '../utils/version-time.ts';

type VersionListProps = {
  versions: PortfolioVersion[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  onPreview: (version: PortfolioVersion) => void;
  onRestore: (version: PortfolioVersion) => void;
};

/** The saved versions, newest first: each with its time and changes, Preview, and Restore if it is not current. */
export function VersionList({ versions, labelledBy, onPreview, onRestore }: VersionListProps) {
  return (
    <ol
      aria-labelledby={labelledBy}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {versions.map((version) => (
        <li
          key={version._id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <time dateTime={version.createdAt}>{versionTime(version.createdAt)}</time>
              {version.current ? (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
                  Current
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm wrap-break-word text-slate-600">{versionChanges(version)}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" onClick={() => onPreview(version)}>
              Preview<span className="sr-only"> the version of {versionTime(version.createdAt)}</span>
            </Button>
            {version.current ? null : (
              <Button onClick={() => onRestore(version)}>
                Restore<span className="sr-only"> the version of {versionTime(version.createdAt)}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
