import { useWatch } from 'react-hook-form';
import type { FormFields } from '../hooks/use-form-fields.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { editorSection } from './editor-sections.ts';
import { FormControl } from './form-control.tsx';
import { FormSection } from './form-section.tsx';
import { type FieldSpec, LINK_FIELDS, PROFILE_FIELDS } from './text-fields.ts';

type TextSectionsProps = { fields: FormFields; folds: SectionFolds };

/** The portfolio's single text fields (docs/spec.md §3): 'About you', then 'Links'. */
export function TextSections({ fields, folds }: TextSectionsProps) {
  const control = ({ name, wide, ...spec }: FieldSpec) => (
    <FormControl
      key={name}
      fields={fields}
      name={name}
      {...spec}
      className={wide ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <>
      <FormSection
        section={editorSection('about')}
        folds={folds}
        messages={fields.messages}
        summary={<AboutSummary fields={fields} />}
      >
        <div className="grid gap-5 sm:grid-cols-2">{PROFILE_FIELDS.map(control)}</div>
      </FormSection>
      <FormSection
        section={editorSection('links')}
        folds={folds}
        messages={fields.messages}
        description="Full addresses, starting with https://"
        summary={<LinksSummary fields={fields} />}
      >
        <div className="grid gap-5 sm:grid-cols-2">{LINK_FIELDS.map(control)}</div>
      </FormSection>
    </>
  );
}

/** 'Ananya Iyer · Product Designer', drawn only while the section is folded. */
function AboutSummary({ fields }: { fields: FormFields }) {
  const [name, title] = useWatch({ control: fields.control, name: ['name', 'title'] });
  const parts = [name, title].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Not filled in yet';
}

function LinksSummary({ fields }: { fields: FormFields }) {
  const links = useWatch({ control: fields.control, name: LINK_FIELDS.map(({ name }) => name) });
  const count = links.filter((link) => link.trim() !== '').length;
  return count === 0 ? 'No links' : `${count} ${count === 1 ? 'link' : 'links'}`;
}
