import {
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  type JourneyType,
} from '@updately/shared/journey-types';
import { MESSAGES } from '@updately/shared/messages';
import { PII_FIELD_GROUPS, piiFieldLabel, type PiiFieldType } from '@updately/shared/pii-fields';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useAdminJourneyPiiFields, useSaveJourneyPiiFields } from '../api/settings-pii-fields';
import { SaveBar } from './settings-form';

const TYPE_OPTIONS = labelledOptions(JOURNEY_TYPES, JOURNEY_TYPE_LABELS);

/** The PII fields each journey type changes (get/update_journey_pii_fields). */
export function SettingsPiiFieldsSection() {
  const id = useId();
  const [type, setType] = useState<JourneyType>('moving_house');
  const fields = useAdminJourneyPiiFields(type);

  return (
    <SectionCard
      title="PII fields by journey type"
      description="The personal details a journey of each type updates. New journeys of the type use them: Moving Home links the companies that hold any of these fields."
    >
      <Field
        id={`${id}-type`}
        label="Journey type"
        className="w-full sm:w-64"
        render={(control) => (
          <OptionSelect<JourneyType>
            {...control}
            value={type}
            onChange={setType}
            options={TYPE_OPTIONS}
          />
        )}
      />
      {fields.isPending ? (
        <LoadingSkeletons label="Loading PII fields" rows={4} />
      ) : fields.isError ? (
        <SectionError message={MESSAGES.piiFetchFailed} onRetry={() => void fields.refetch()} />
      ) : (
        // Keyed by type: switching type starts from that type's saved fields.
        <PiiFieldsForm key={type} type={type} saved={fields.data} />
      )}
    </SectionCard>
  );
}

function PiiFieldsForm({ type, saved }: { type: JourneyType; saved: readonly PiiFieldType[] }) {
  const id = useId();
  const [chosen, setChosen] = useState<Set<PiiFieldType>>(() => new Set(saved));
  const save = useSaveJourneyPiiFields();

  const toggle = (field: PiiFieldType, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { type, fields: [...chosen] },
      {
        onSuccess: ({ fields }) =>
          toast.success(`PII fields saved for ${JOURNEY_TYPE_LABELS[type]}`, {
            description: `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}`,
          }),
        onError: (error) => toast.error(MESSAGES.piiUpdateFailed, { description: error.message }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="PII fields">
      {PII_FIELD_GROUPS.map((group) => (
        <fieldset key={group.group} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{group.group}</legend>
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.fields.map((field) => (
              <div key={field} className="flex min-h-6 items-center gap-2">
                <Checkbox
                  id={`${id}-${field}`}
                  checked={chosen.has(field)}
                  onCheckedChange={(checked) => toggle(field, checked === true)}
                />
                <Label htmlFor={`${id}-${field}`} className="font-normal">
                  {piiFieldLabel(field)}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <SaveBar saving={save.isPending} label="Save PII fields">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.size} {chosen.size === 1 ? 'field' : 'fields'} selected
        </p>
      </SaveBar>
    </form>
  );
}
