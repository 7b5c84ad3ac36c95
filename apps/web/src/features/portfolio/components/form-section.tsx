import { type ReactNode, useId } from 'react';

type FormSectionProps = {
  legend: string;
  description?: string;
  children: ReactNode;
};

/** One card of the portfolio form: a fieldset with its legend and an optional line under it. */
export function FormSection({ legend, description, children }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="px-2 text-lg font-semibold text-slate-900">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 mb-4 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
