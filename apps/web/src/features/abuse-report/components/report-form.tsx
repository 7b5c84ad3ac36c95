import {
  abuseReportSchema,
  operatorTexts,
  REPORT_REASONS,
  type ReportReason,
} from '@portfolio/shared/operator';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useSendReport } from '../api/send-report.ts';

/**
 * 'Report this site': what a visitor reaches from the link in every published site's footer, with
 * the site's name filled in. Works for anyone, signed in or not.
 */
export function ReportForm({ site }: { site: string }) {
  const form = useSchemaForm(abuseReportSchema, { site, reason: '', details: '', email: '' });
  const send = useSendReport();
  const submit = form.handleSubmit((report) => {
    if (!send.isPending) send.mutate({ ...report, email: report.email ?? '' });
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <p className="font-semibold">{send.data.message ?? operatorTexts.reportSent}</p>
      </div>
    );
  }

  const reasonField = form.field('reason');
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <TextField
        {...form.field('site')}
        label="Site"
        hint="Its name or address, as in your browser's address bar."
        required
        maxLength={253}
      />
      <fieldset aria-describedby={form.errors.reason ? 'reason-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">What is wrong with it?</legend>
        <div className="mt-2 space-y-2">
          {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([reason, label], i) => (
            <label key={reason} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                // The first choice takes the focus when none is chosen.
                ref={i === 0 ? reasonField.ref : undefined}
                type="radio"
                name="reason"
                value={reason}
                checked={form.values.reason === reason}
                onChange={reasonField.onChange}
                aria-invalid={form.errors.reason ? true : undefined}
                className="size-4 accent-indigo-600"
              />
              {label}
            </label>
          ))}
        </div>
        {form.errors.reason ? (
          <p id="reason-error" className="mt-2 text-sm font-medium text-red-700">
            {form.errors.reason}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        {...form.field('details')}
        label="What did you see?"
        hint="For example, the page that asks for a password, or where the stolen content comes from."
        rows={5}
        required
        maxLength={5000}
      />
      <TextField
        {...form.field('email')}
        label="Your e-mail (optional)"
        hint="Only if you would like us to be able to ask you more."
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      {send.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending…' : 'Send report'}
      </Button>
    </form>
  );
}
