import {
  abuseReportSchema,
  operatorTexts,
  REPORT_REASONS,
  type ReportReason,
} from '@portfolio/shared/operator';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { useSendReport } from '../api/send-report.ts';

type Values = { site: string; reason: ReportReason | ''; details: string; email: string };
type FieldName = keyof Values;

/**
 * 'Report this site': what a visitor reaches from the link in every published site's footer, with
 * the site's name filled in. Works for anyone, signed in or not.
 */
export function ReportForm({ site }: { site: string }) {
  const [values, setValues] = useState<Values>({ site, reason: '', details: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const send = useSendReport();
  const fields = {
    site: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLInputElement>(null),
    details: useRef<HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement>(null),
  };

  const update = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = abuseReportSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (['site', 'reason', 'details', 'email'] as const).find((field) => found[field]);
      if (first) fields[first].current?.focus();
      return;
    }
    send.mutate({ ...values, reason: values.reason as ReportReason });
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900">
        <p className="font-semibold">{send.data.message ?? operatorTexts.reportSent}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <TextField
        ref={fields.site}
        label="Site"
        hint="Its name or address, as in your browser's address bar."
        name="site"
        required
        maxLength={253}
        value={values.site}
        onChange={update('site')}
        error={errors.site}
      />
      <fieldset aria-describedby={errors.reason ? 'reason-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">What is wrong with it?</legend>
        <div className="mt-2 space-y-2">
          {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([reason, label], i) => (
            <label key={reason} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                ref={i === 0 ? fields.reason : undefined}
                type="radio"
                name="reason"
                value={reason}
                checked={values.reason === reason}
                onChange={update('reason')}
                aria-invalid={errors.reason ? true : undefined}
                className="size-4 accent-indigo-600"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id="reason-error" className="mt-2 text-sm font-medium text-red-700">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        ref={fields.details}
        label="What did you see?"
        hint="For example, the page that asks for a password, or where the stolen content comes from."
        name="details"
        rows={5}
        required
        maxLength={5000}
        value={values.details}
        onChange={update('details')}
        error={errors.details}
      />
      <TextField
        ref={fields.email}
        label="Your e-mail (optional)"
        hint="Only if you would like us to be able to ask you more."
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={update('email')}
        error={errors.email}
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
