import type { ComponentType } from 'react';
import { type TabItem, Tabs } from '../../../components/tabs.tsx';
import { useMessagesTabParam } from '../hooks/use-admin-search-params.ts';
import type { MessagesTab } from '../utils/search-params.ts';
import { ContactMessagesTable } from './contact-messages-table.tsx';
import { NotificationEmailsTable } from './notification-emails-table.tsx';
import { RefundsTable } from './refunds-table.tsx';
import { TemplateMessagesTable } from './template-messages-table.tsx';

const tabs: readonly TabItem<MessagesTab>[] = [
  { id: 'contact', label: 'ContactUs' },
  { id: 'templates', label: 'Templates' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'refunds', label: 'Refunds' },
];

const panels: Record<MessagesTab, ComponentType> = {
  contact: ContactMessagesTable,
  templates: TemplateMessagesTable,
  notifications: NotificationEmailsTable,
  refunds: RefundsTable,
};

/** The three message lists of docs/spec.md §2 and the refunds owed, one tab each; the tab is kept in the address. */
export function MessagesTabs() {
  const [tab, setTab] = useMessagesTabParam();
  const Panel = panels[tab];
  return (
    <Tabs label="Messages" items={tabs} selectedId={tab} onSelect={(id) => id !== tab && setTab(id)}>
      <Panel />
    </Tabs>
  );
}
