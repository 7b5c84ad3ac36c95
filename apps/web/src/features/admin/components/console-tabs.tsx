import type { ComponentType } from 'react';
import { type TabItem, Tabs } from '../../../components/tabs.tsx';
import { useTabParam } from '../hooks/use-admin-search-params.ts';
import { CONSOLE_TABS, type ConsoleTab } from '../utils/search-params.ts';
import { AuditLogTable } from './audit-log-table.tsx';
import { MetricsPanel } from './metrics-panel.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { PortfoliosPanel } from './portfolios-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';

const tabs: readonly TabItem<ConsoleTab>[] = [
  { id: 'portfolios', label: 'Portfolios' },
  { id: 'reports', label: 'Reports' },
  { id: 'payments', label: 'Payments' },
  { id: 'metrics', label: 'Metrics' },
  { id: 'audit', label: 'Audit log' },
];

const panels: Record<ConsoleTab, ComponentType> = {
  portfolios: PortfoliosPanel,
  reports: ReportsPanel,
  payments: PaymentsPanel,
  metrics: MetricsPanel,
  audit: AuditLogTable,
};

/** The operator's console: one tab each, the tab and its filters kept in the address. */
export function ConsoleTabs() {
  const [tab, setTab] = useTabParam(CONSOLE_TABS);
  const Panel = panels[tab];
  return (
    <Tabs label="Console" items={tabs} selectedId={tab} onSelect={(id) => id !== tab && setTab(id)}>
      <Panel />
    </Tabs>
  );
}
