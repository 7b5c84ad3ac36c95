import type { DnsRecord } from '@portfolio/shared/domains';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Table, type TableColumn } from '../../../components/table.tsx';
import { showToast } from '../../../lib/toast.ts';

const copyFailed = () => showToast.error('It could not be copied. Select the text and copy it by hand.');

function CopyableValue({ text, label }: { text: string; label: string }) {
  return (
    <span className="flex items-center gap-3">
      <code className="min-w-0 flex-1 font-mono text-sm break-all text-slate-900">{text}</code>
      <CopyButton text={text} label={label} onError={copyFailed} />
    </span>
  );
}

const columns: readonly TableColumn<DnsRecord>[] = [
  {
    header: 'Type',
    cell: (record) => <span className="font-mono text-sm font-semibold">{record.type}</span>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Name',
    cell: (record) => (
      <CopyableValue text={record.name} label={`Copy the name of the ${record.type} record`} />
    ),
  },
  {
    header: 'Value',
    cell: (record) => (
      <CopyableValue text={record.value} label={`Copy the value of the ${record.type} record`} />
    ),
  },
];

/** The records to create at the DNS provider: type, name and value, the last two with a copy button. */
export function DnsRecordsTable({ domain, records }: { domain: string; records: readonly DnsRecord[] }) {
  return (
    <Table
      caption={`DNS records to create for ${domain}`}
      columns={columns}
      rows={records}
      rowKey={(record) => `${record.type} ${record.name}`}
      emptyMessage="There are no records to create."
    />
  );
}
