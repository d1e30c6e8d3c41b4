import { displaySettingsSchema, type AdminSettings } from '@updately/shared/admin-settings-api';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { SaveBar } from './settings-form';
import { useSettingsSectionForm } from './use-settings-section-form';

const FIELDS = ['appName', 'legalName', 'abn'] as const;

/** The names the public footer shows: product, company and ABN. */
export function SettingsDisplaySection({ section }: { section: AdminSettings['display'] }) {
  const { id, errors, saving, submit } = useSettingsSectionForm('display', FIELDS);
  const [values, setValues] = useState(section.value);
  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(displaySettingsSchema.safeParse(values), (settings) => {
      setValues(settings.display.value);
      toast.success('Display settings saved', {
        description: 'The public footer shows them from the next page load.',
      });
    });
  };

  return (
    <SectionCard
      title="Display"
      description="The product name, the company's legal name and its ABN, as the public footer shows them."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Display">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id={`${id}-appName`}
            label="Product name"
            description={`Default ${section.defaults.appName}`}
            value={values.appName}
            onChange={set('appName')}
            error={errors.appName}
            autoComplete="off"
          />
          <Field
            id={`${id}-legalName`}
            label="Legal name"
            description={`Default ${section.defaults.legalName}`}
            value={values.legalName}
            onChange={set('legalName')}
            error={errors.legalName}
            autoComplete="organization"
          />
          <Field
            id={`${id}-abn`}
            label="ABN"
            description="11 digits; the check digits are verified"
            inputMode="numeric"
            value={values.abn}
            onChange={set('abn')}
            error={errors.abn}
            autoComplete="off"
          />
        </div>
        <SaveBar saving={saving} label="Save display settings" />
      </form>
    </SectionCard>
  );
}
