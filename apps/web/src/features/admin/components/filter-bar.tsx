import type { ReactNode } from 'react';

/** The filters above an admin table: wrap onto several lines on a phone. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {children}
    </search>
  );
}

type SelectFilterProps<Value extends string> = {
  label: string;
  value: Value | '';
  options: readonly (readonly [Value | '', string])[];
  onChange: (value: Value | '') => void;
};

/** A labelled select that filters a table at once. */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFilterProps<Value>) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <select
        className="mt-2 block rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
