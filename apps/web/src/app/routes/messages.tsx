import { Page } from '../../components/page.tsx';
import { MessagesTabs } from '../../features/admin/components/messages-tabs.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

export function MessagesRoute() {
  return (
    <RequireSignIn onlyRole="ADMIN">
      <Page
        title="Messages"
        heading="Messages"
        lead="Contact messages, template e-mail requests, notify-me sign-ups and refunds owed, newest first."
      >
        <div className="mt-8">
          <MessagesTabs />
        </div>
      </Page>
    </RequireSignIn>
  );
}
