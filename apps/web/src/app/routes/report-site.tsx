import { useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { ReportForm } from '../../features/abuse-report/components/report-form.tsx';

export function ReportSiteRoute() {
  const [params] = useSearchParams();
  return (
    <Page
      title="Report a site"
      heading="Report a site"
      lead="Tell us about a portfolio site that deceives, steals or harms. A person on our team looks at every report within 2 working days, and takes down sites that break our terms."
    >
      <div className="mx-auto mt-8 max-w-2xl">
        <ReportForm site={(params.get('site') ?? '').slice(0, 253)} />
      </div>
    </Page>
  );
}
