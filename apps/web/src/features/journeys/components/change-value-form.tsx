import type { UpdateItem } from '@updately/shared/updates-api';
import { UPDATE_FIELD_LABELS } from '@updately/shared/updates-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useChangeUpdateValue } from '../api/update-actions';

/** Change one value before it is sent (or sent again): a new approval of the new value. */
export function ChangeValueForm({
  journeyId,
  requestId,
  item,
  company,
  onDone,
}: {
  journeyId: string;
  requestId: string;
  item: UpdateItem;
  company: string;
  onDone: () => void;
}) {
  const change = useChangeUpdateValue(journeyId);
  const [value, setValue] = useState(item.value);
  const id = useId();
  const label = UPDATE_FIELD_LABELS[item.field];
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { id: requestId, field: item.field, value },
          {
            onSuccess: () => {
              toast.success(`${label} changed for ${company}`);
              onDone();
            },
          },
        );
      }}
    >
      <Field
        id={id}
        className="flex-1"
        label={`${label} for ${company}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={change.error?.message}
        required
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending || value.trim() === ''}>
          {change.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
