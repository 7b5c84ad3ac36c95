import { Page } from '../../components/page.tsx';
import { MessagesTabs } from '../../features/admin/components/messages-tabs.tsx';
import { RequireAdmin } from '../require-admin.tsx';

export function MessagesRoute() {
  return (
    <RequireAdmin>
      <Page
        title="Messages"
        heading="Messages"
        lead="Contact messages, template e-mail requests and notify-me sign-ups, newest first."
      >
        <div className="mt-8">
          <MessagesTabs />
        </div>
      </Page>
    </RequireAdmin>
  );
}
