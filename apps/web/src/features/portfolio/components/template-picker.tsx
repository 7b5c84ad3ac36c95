import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { useId } from 'react';

type TemplatePickerProps = {
  value: TemplateId;
  onChange: (templateId: TemplateId) => void;
};

/**
 * The site's template as a radio group (arrow keys move between them, as in any radio group);
 * the live preview follows the choice at once. A live site is published in it on save.
 */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  const name = useId();
  const legendId = useId();
  return (
    <div role="radiogroup" aria-labelledby={legendId}>
      <p id={legendId} className="text-sm font-medium text-slate-900">
        Template
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {TEMPLATES.map((template) => {
          const id = `${name}-${template.id}`;
          const checked = template.id === value;
          return (
            <label
              key={template.id}
              htmlFor={id}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500 ${
                checked
                  ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600'
                  : 'border-slate-300 bg-white'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={template.id}
                checked={checked}
                onChange={() => onChange(template.id)}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              />
              <span>
                <span className="block font-semibold text-slate-900">{template.name}</span>
                <span id={`${id}-description`} className="block text-slate-600">
                  {template.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
