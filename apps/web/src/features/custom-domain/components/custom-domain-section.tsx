import type { CustomDomain } from '@portfolio/shared/domains';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AlertIcon, ChevronIcon, GlobeIcon } from '../../../components/icons.tsx';
import { BusyLabel } from '../../../components/ui/busy-label.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddCustomDomain } from '../api/add-custom-domain.ts';
import { useRemoveCustomDomain } from '../api/remove-custom-domain.ts';
import { useVerifyCustomDomain } from '../api/verify-custom-domain.ts';
import { domainAddress, formatWhen, isBareDomain, stillServed } from '../utils/domain-status.ts';
import { verifyAnnouncement } from '../utils/verify-announcement.ts';
import { AddDomainForm } from './add-domain-form.tsx';
import { DnsRecordsTable } from './dns-records-table.tsx';
import { DomainChecks } from './domain-checks.tsx';
import { DomainStatusBadge } from './domain-status-badge.tsx';
import { RemoveDomainDialog } from './remove-domain-dialog.tsx';

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

type FocusTarget = 'records' | 'connected' | 'input';

const messageOf = (error: Error) => getErrorMessage(error);

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

const headingClassName = 'text-base font-semibold text-slate-900 focus:outline-none';

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
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [verifyError, setVerifyError] = useState<string>();
  const [checkedAt, setCheckedAt] = useState<Date>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const add = useAddCustomDomain();
  const verify = useVerifyCustomDomain();
  const remove = useRemoveCustomDomain();

  // Where the focus goes once the change it follows has been drawn (the old control may be gone).
  const focusRequest = useRef<FocusTarget | null>(null);
  const recordsHeadingRef = useRef<HTMLHeadingElement>(null);
  const connectedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = focusRequest.current;
    if (!target) return;
    const element = { records: recordsHeadingRef, connected: connectedRef, input: inputRef }[target].current;
    if (element) {
      focusRequest.current = null;
      element.focus();
    }
  });

  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));

  const addDomain = async (name: string): Promise<{ error?: string }> => {
    try {
      const response = await add.mutateAsync({ portfolioId, domain: name });
      setVerifyError(undefined);
      setCheckedAt(undefined);
      focusRequest.current = 'records';
      onChange(response.data);
      return {};
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) onChange(undefined);
      return { error: messageOf(error as Error) };
    }
  };

  const runVerify = () => {
    if (verify.isPending || !domain) return;
    setVerifyError(undefined);
    setRemoveError(undefined);
    const wasConnected = domain.status === 'verified';
    verify.mutate(
      { portfolioId },
      {
        onSuccess: (response) => {
          const next = response.data;
          setCheckedAt(new Date());
          if (!next) {
            onChange(undefined);
            return;
          }
          if (next.status === 'verified' && !wasConnected) focusRequest.current = 'connected';
          onChange(next);
          announce(verifyAnnouncement(next, response.message));
        },
        onError: (error) => {
          setVerifyError(messageOf(error));
          // The domain was removed or taken elsewhere meanwhile: show what is true now.
          if (error instanceof ApiError && (error.status === 404 || error.status === 409))
            onChange(undefined);
        },
      },
    );
  };

  const confirmRemove = () => {
    if (remove.isPending) return;
    setRemoveError(undefined);
    remove.mutate(
      { portfolioId },
      {
        onSuccess: (response) => {
          setConfirmOpen(false);
          setVerifyError(undefined);
          setCheckedAt(undefined);
          focusRequest.current = 'input';
          onChange(null);
          if (response.message) showToast.success(response.message);
        },
        onError: (error) => setRemoveError(messageOf(error)),
      },
    );
  };

  const openRemove = () => {
    setRemoveError(undefined);
    setConfirmOpen(true);
  };

  // A removal that failed after its dialog was closed (Escape) is reported beside the buttons.
  const actionError = verifyError ?? (confirmOpen ? undefined : removeError);

  const verifyButton = (label: string) => (
    <Button onClick={runVerify} aria-disabled={verify.isPending}>
      <BusyLabel busy={verify.isPending} busyText="Checking your records…">
        {label}
      </BusyLabel>
    </Button>
  );

  const actions = (verifyLabel?: string) => (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {verifyLabel ? verifyButton(verifyLabel) : null}
        <Button variant="secondary" onClick={openRemove}>
          Remove domain
        </Button>
      </div>
      {actionError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {actionError}
        </p>
      ) : null}
    </div>
  );

  const lastCheck = (label: string) =>
    domain?.checks && domain.checks.length > 0 ? (
      <div className="space-y-2">
        <h3 className={headingClassName}>{label}</h3>
        {checkedAt ? (
          <p className="text-sm text-slate-600">Checked at {timeFormat.format(checkedAt)}.</p>
        ) : null}
        <DomainChecks checks={domain.checks} label={label} />
      </div>
    ) : null;

  let body: ReactNode;
  if (!live) {
    body = (
      <p className="text-sm leading-6 text-slate-700">
        Once your portfolio is live you can connect a domain you own here, such as www.example.com, so your
        portfolio answers at it, with HTTPS. Complete the payment first.
      </p>
    );
  } else if (!domain) {
    body = (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-slate-700">
          Connect a domain you own, such as www.example.com, and your portfolio answers at it too, with HTTPS
          included. Add it here, create the two DNS records we show you where your domain is managed, then
          press Verify.
        </p>
        <AddDomainForm onAdd={addDomain} inputRef={inputRef} />
      </div>
    );
  } else {
    const pointer = domain.records[0];
    const records = <DnsRecordsTable domain={domain.domain} records={domain.records} />;
    const until = formatWhen(domain.stopsServingAt);
    const address = domainAddress(domain.domain, liveUrl);
    body = (
      <div className="space-y-5">
        {domain.status === 'verified' ? (
          <>
            <div className="space-y-2 text-sm leading-6 text-slate-700">
              <p ref={connectedRef} tabIndex={-1} className="focus:outline-none">
                Your portfolio answers at{' '}
                <a
                  href={address}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
                >
                  {domain.domain}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                {formatWhen(domain.verifiedAt) ? `, connected since ${formatWhen(domain.verifiedAt)}` : ''}.
              </p>
              <p>
                Its HTTPS certificate is issued on the first visit: that may take a few minutes, so if the
                browser warns about the address at first, wait a little and reload.
              </p>
              <p>Keep both DNS records in place: we check them every day.</p>
            </div>
            <details className="rounded-lg border border-slate-200 p-3 text-sm">
              <summary className="cursor-pointer font-medium text-slate-800">The DNS records to keep</summary>
              <div className="mt-3">{records}</div>
            </details>
            {actions()}
          </>
        ) : domain.status === 'needs_attention' ? (
          <>
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div className="space-y-1">
                <p className="font-semibold">
                  Our daily check
                  {formatWhen(domain.failingSince) ? ` on ${formatWhen(domain.failingSince)}` : ''} found the
                  DNS records of {domain.domain} missing or wrong.
                </p>
                <p>
                  {stillServed(domain)
                    ? `Your portfolio still answers at ${domain.domain}${until ? ` until ${until}` : ''}. Put the records back as shown below and press Verify.`
                    : `Since ${until ?? 'then'}, ${domain.domain} no longer shows your portfolio. Put the records back as shown below and press Verify to connect it again.`}
                </p>
              </div>
            </div>
            {lastCheck('What the last check found')}
            <div className="space-y-3">
              <h3 ref={recordsHeadingRef} tabIndex={-1} className={headingClassName}>
                The records {domain.domain} needs
              </h3>
              {records}
            </div>
            {actions('Verify')}
          </>
        ) : (
          <>
            <div className="space-y-3 text-sm leading-6 text-slate-700">
              <h3 ref={recordsHeadingRef} tabIndex={-1} className={headingClassName}>
                Create these two records for {domain.domain}
              </h3>
              <ol className="list-decimal space-y-1 pl-5">
                <li>Sign in where your domain’s DNS is managed: usually the company you bought it from.</li>
                <li>
                  Create both records below, copying each name and value exactly. The{' '}
                  {pointer?.type ?? 'CNAME'} record sends visitors of {domain.domain} to your portfolio; the
                  TXT record proves the domain is yours.
                </li>
                <li>Come back here and press Verify.</li>
              </ol>
              <p>
                DNS changes can take a while to be seen: usually a few minutes, sometimes a few hours. If
                Verify says a record is missing, wait a little and press it again.
              </p>
            </div>
            {records}
            <ul className="list-disc space-y-1 pl-5 text-sm leading-6 text-slate-600">
              <li>
                Some providers add your domain to the names by themselves: there, type only the part before it
                (for www.example.com, that is www and _portfolio-maker.www).
              </li>
              <li>
                If the name already has a record (a parking page, say), change that record instead of adding a
                second one.
              </li>
              {pointer?.type === 'CNAME' && isBareDomain(domain.domain) ? (
                <li>
                  Many providers refuse a CNAME record on a bare domain such as {domain.domain}. If yours
                  does, remove this one and connect www.{domain.domain} instead.
                </li>
              ) : null}
            </ul>
            {lastCheck('What the last check found')}
            {actions('Verify')}
          </>
        )}
        <RemoveDomainDialog
          domain={domain}
          open={confirmOpen}
          busy={remove.isPending}
          error={removeError}
          onConfirm={confirmRemove}
          onClose={() => setConfirmOpen(false)}
        />
      </div>
    );
  }

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
        <div className="max-w-3xl">{body}</div>
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement.text ? <p key={announcement.count}>{announcement.text}</p> : null}
      </div>
    </section>
  );
}
