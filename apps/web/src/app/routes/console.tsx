import { Page } from '../../components/page.tsx';
import { ConsoleTabs } from '../../features/admin/components/console-tabs.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

export function ConsoleRoute() {
  return (
    <RequireSignIn onlyRole="ADMIN">
      <Page
        title="Console"
        heading="Console"
        lead="Every portfolio, report, payment and administrator action, and how the business is doing."
      >
        <div className="mt-8">
          <ConsoleTabs />
        </div>
      </Page>
    </RequireSignIn>
  );
}
