import {
  NAME_CHANGE_BASES,
  NAME_CHANGE_BASIS_LABELS,
} from '@updately/shared/request-kind-payloads';

import { DetailField, DetailSelect } from './event-detail-field';

const base = 'details.change_of_name';

/** Getting Married: the name companies hold now, the new one, and what it comes from. */
export function NameChangeFields() {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Your name</legend>
      <DetailField name={`${base}.former_name`} label="Former full name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField
          name={`${base}.given_names`}
          label="New given names"
          autoComplete="given-name"
        />
        <DetailField
          name={`${base}.family_name`}
          label="New family name"
          autoComplete="family-name"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField name={`${base}.effective_date`} label="New name applies from" type="date" />
        <DetailSelect
          name={`${base}.basis`}
          label="The new name comes from"
          options={NAME_CHANGE_BASES}
          labels={NAME_CHANGE_BASIS_LABELS}
        />
      </div>
    </fieldset>
  );
}
