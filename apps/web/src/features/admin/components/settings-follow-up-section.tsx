import { followUpSettingsSchema, type AdminSettings } from '@updately/shared/admin-settings-api';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { SaveBar } from './settings-form';
import { useSettingsSectionForm } from './use-settings-section-form';

const FIELDS = ['reminderDays', 'needsYouDays', 'expiryDays', 'expectedByDays'] as const;

const days = (list: readonly number[]) => list.join(', ');

/** "7, 14" → [7, 14]; a word or a fraction becomes NaN, which the rules refuse. */
function parseDays(text: string): number[] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The update engine's follow-ups: reminders, asking the person, expiry. */
export function SettingsFollowUpSection({ section }: { section: AdminSettings['followUp'] }) {
  const { id, errors, saving, submit } = useSettingsSectionForm('follow-up', FIELDS);
  const { value, defaults } = section;
  const [reminderDays, setReminderDays] = useState(days(value.reminderDays));
  const [needsYouDays, setNeedsYouDays] = useState(String(value.needsYouDays));
  const [expiryDays, setExpiryDays] = useState(String(value.expiryDays));
  const [expectedByDays, setExpectedByDays] = useState(String(value.expectedByDays));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(
      followUpSettingsSchema.safeParse({
        reminderDays: parseDays(reminderDays),
        needsYouDays: needsYouDays.trim() === '' ? Number.NaN : Number(needsYouDays),
        expiryDays: expiryDays.trim() === '' ? Number.NaN : Number(expiryDays),
        expectedByDays: expectedByDays.trim() === '' ? Number.NaN : Number(expectedByDays),
      }),
      () => toast.success('Follow-up timings saved'),
    );
  };

  return (
    <SectionCard
      title="Update follow-ups"
      description="Days after a request is sent: the company is reminded, then the person is asked to act, then the request expires. A request is scheduled when it is sent. Each company is also given a date to answer by; after it, the request is overdue and the person gets a follow-up letter."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Update follow-ups"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            id={`${id}-reminderDays`}
            label="Reminder days"
            description={`Comma separated, e.g. ${days(defaults.reminderDays)} (default)`}
            inputMode="numeric"
            value={reminderDays}
            onChange={(event) => setReminderDays(event.target.value)}
            error={errors.reminderDays}
          />
          <Field
            id={`${id}-needsYouDays`}
            label="Ask the person after (days)"
            description={`Default ${defaults.needsYouDays}`}
            type="number"
            min={1}
            inputMode="numeric"
            value={needsYouDays}
            onChange={(event) => setNeedsYouDays(event.target.value)}
            error={errors.needsYouDays}
          />
          <Field
            id={`${id}-expiryDays`}
            label="Expire after (days)"
            description={`Default ${defaults.expiryDays}`}
            type="number"
            min={1}
            inputMode="numeric"
            value={expiryDays}
            onChange={(event) => setExpiryDays(event.target.value)}
            error={errors.expiryDays}
          />
          <Field
            id={`${id}-expectedByDays`}
            label="Expect an answer within (days)"
            description={`From the sending day; 1 to 365. Default ${defaults.expectedByDays}`}
            type="number"
            min={1}
            max={365}
            inputMode="numeric"
            value={expectedByDays}
            onChange={(event) => setExpectedByDays(event.target.value)}
            error={errors.expectedByDays}
          />
        </div>
        <SaveBar saving={saving} label="Save follow-ups" />
      </form>
    </SectionCard>
  );
}
