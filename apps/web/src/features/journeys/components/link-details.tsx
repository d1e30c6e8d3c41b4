import { PRIORITY_LEVELS, type PriorityLevel } from '@updately/shared/journey-types';
import type {
  JourneyDetail,
  JourneyFootprintDetail,
  UpdateJourneyFootprintInput,
} from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';

import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { Switch } from '../../../components/ui/switch';
import { UPDATE_FIELD_LABELS, UPDATE_FIELDS, journeyTodo } from '../utils/journey-todo';
import { RemoveLinkDialog } from './remove-link-dialog';
import { TodoBody } from './todo-body';
import { useCanEditJourney } from './journey-role-context';

const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  high: 'High',
  standard: 'Standard',
  low: 'Low',
};
const PRIORITY_OPTIONS = labelledOptions(PRIORITY_LEVELS, PRIORITY_LABELS);

type LinkDetailsProps = {
  journey: JourneyDetail;
  link: JourneyFootprintDetail;
  piiFields: readonly PiiFieldType[];
  onChange: (input: UpdateJourneyFootprintInput) => void;
  onRemove: () => void;
};

/**
 * A company not told yet: its priority, the fields to send or change, and the to-do for doing it
 * yourself instead ("Review and send" sends what is switched on here).
 */
export function LinkDetails({ journey, link, piiFields, onChange, onRemove }: LinkDetailsProps) {
  const canEdit = useCanEditJourney();
  const { footprint } = link;
  const id = `link-${link.footprint_id}`;
  const done = link.completed_at !== null;
  const todo = journeyTodo(journey, link, piiFields);

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-priority`}>
            Priority<span className="sr-only"> for {footprint.name}</span>
          </Label>
          <OptionSelect
            id={`${id}-priority`}
            value={link.priority_level}
            onChange={(priority_level) => onChange({ priority_level })}
            options={PRIORITY_OPTIONS}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">
            Details to update<span className="sr-only"> at {footprint.name}</span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {UPDATE_FIELDS.map((field) => (
              <div key={field} className="flex items-center gap-2">
                <Switch
                  id={`${id}-${field}`}
                  checked={link.fields_to_update[field]}
                  onCheckedChange={(checked) =>
                    onChange({ fields_to_update: { [field]: checked } })
                  }
                />
                <Label htmlFor={`${id}-${field}`} className="font-normal">
                  {UPDATE_FIELD_LABELS[field]}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>

      <section
        aria-labelledby={`${id}-todo`}
        className="flex flex-col gap-3 rounded-md bg-muted p-4 text-sm"
      >
        <h4 id={`${id}-todo`} className="font-semibold">
          To do
        </h4>
        <TodoBody todo={todo} footprint={footprint} />
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-done`}
            disabled={!canEdit}
            checked={done}
            onCheckedChange={(checked) => onChange({ done: checked === true })}
          />
          <Label htmlFor={`${id}-done`} className="font-normal">
            Mark as done<span className="sr-only">: {footprint.name}</span>
          </Label>
        </div>
        {canEdit ? <RemoveLinkDialog name={footprint.name} onConfirm={onRemove} /> : null}
      </div>
    </div>
  );
}
