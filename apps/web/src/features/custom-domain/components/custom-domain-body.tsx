import type { CustomDomain } from '@portfolio/shared/domains';
import type { CustomDomainState } from '../hooks/use-custom-domain.ts';
import { AddDomainForm } from './add-domain-form.tsx';
import { DnsRecordsTable } from './dns-records-table.tsx';
import { DomainActions } from './domain-actions.tsx';
import { DomainConnected } from './domain-connected.tsx';
import { DomainNeedsAttention } from './domain-needs-attention.tsx';
import { DomainPending } from './domain-pending.tsx';
import { LastCheck } from './last-check.tsx';
import { RemoveDomainDialog } from './remove-domain-dialog.tsx';

type CustomDomainBodyProps = {
  live: boolean;
  domain: CustomDomain | null;
  liveUrl: string;
  state: CustomDomainState;
};

/** The open section: what to do first, the form to add a domain, or the domain in its state. */
export function CustomDomainBody({ live, domain, liveUrl, state }: CustomDomainBodyProps) {
  if (!live) {
    return (
      <p className="text-sm leading-6 text-slate-700">
        Once your portfolio is live you can connect a domain you own here, such as www.example.com, so your
        portfolio answers at it, with HTTPS. Complete the payment first.
      </p>
    );
  }
  if (!domain) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-slate-700">
          Connect a domain you own, such as www.example.com, and your portfolio answers at it too, with HTTPS
          included. Add it here, create the two DNS records we show you where your domain is managed, then
          press Verify.
        </p>
        <AddDomainForm onAdd={state.addDomain} inputRef={state.refs.inputRef} />
      </div>
    );
  }

  const records = <DnsRecordsTable domain={domain.domain} records={domain.records} />;
  const lastCheck = <LastCheck domain={domain} checkedAt={state.checkedAt} />;
  const actions = (verifyLabel?: string) => (
    <DomainActions
      verifyLabel={verifyLabel}
      verifying={state.verifying}
      onVerify={state.runVerify}
      onRemove={state.openRemove}
      error={state.actionError}
    />
  );
  const { recordsHeadingRef, connectedRef } = state.refs;

  return (
    <div className="space-y-5">
      {domain.status === 'verified' ? (
        <DomainConnected
          domain={domain}
          liveUrl={liveUrl}
          connectedRef={connectedRef}
          records={records}
          actions={actions()}
        />
      ) : domain.status === 'needs_attention' ? (
        <DomainNeedsAttention
          domain={domain}
          recordsHeadingRef={recordsHeadingRef}
          lastCheck={lastCheck}
          records={records}
          actions={actions('Verify')}
        />
      ) : (
        <DomainPending
          domain={domain}
          recordsHeadingRef={recordsHeadingRef}
          lastCheck={lastCheck}
          records={records}
          actions={actions('Verify')}
        />
      )}
      <RemoveDomainDialog
        domain={domain}
        open={state.confirmOpen}
        busy={state.removing}
        error={state.removeError}
        onConfirm={state.confirmRemove}
        onClose={state.closeRemove}
      />
    </div>
  );
}
