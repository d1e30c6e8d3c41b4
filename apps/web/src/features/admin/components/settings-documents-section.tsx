import { documentSettingsSchema, type AdminSettings } from '@updately/shared/admin-settings-api';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { SaveBar } from './settings-form';
import { useSettingsSectionForm } from './use-settings-section-form';

const FIELDS = ['retentionDays'] as const;

/** How long a journey's documents are kept once it is completed. */
export function SettingsDocumentsSection({ section }: { section: AdminSettings['documents'] }) {
  const { id, errors, saving, submit } = useSettingsSectionForm('documents', FIELDS);
  const [days, setDays] = useState(String(section.value.retentionDays));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const retentionDays = days.trim() === '' ? Number.NaN : Number(days);
    submit(documentSettingsSchema.safeParse({ retentionDays }), (settings) => {
      setDays(String(settings.documents.value.retentionDays));
      toast.success('Document retention saved', {
        description: `${settings.documents.value.retentionDays} days after a journey is completed`,
      });
    });
  };

  return (
    <SectionCard
      title="Documents"
      description="Uploaded documents are deleted this many days after their journey is completed (a daily job). People can delete them sooner themselves."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Documents">
        <Field
          id={`${id}-retentionDays`}
          label="Keep documents for (days after completion)"
          description={`A whole number of days, at least 1. Default ${section.defaults.retentionDays}.`}
          className="w-full sm:w-64"
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={errors.retentionDays}
        />
        <SaveBar saving={saving} label="Save retention" />
      </form>
    </SectionCard>
  );
}
