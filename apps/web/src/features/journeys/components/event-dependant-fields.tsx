import {
  DEPENDANT_ACTIONS,
  DEPENDANT_ACTION_LABELS,
  DEPENDANT_RELATIONSHIPS,
  DEPENDANT_RELATIONSHIP_LABELS,
} from '@updately/shared/request-kind-payloads';

import { DetailField, DetailSelect } from './event-detail-field';

const base = 'details.add_dependant';

/** Having a Baby: the child, and what each company should do. */
export function DependantFields() {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Your child</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField name={`${base}.given_names`} label="Child's given names" autoComplete="off" />
        <DetailField name={`${base}.family_name`} label="Child's family name" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <DetailField name={`${base}.date_of_birth`} label="Date of birth" type="date" />
        <DetailSelect
          name={`${base}.relationship`}
          label="Relationship"
          options={DEPENDANT_RELATIONSHIPS}
          labels={DEPENDANT_RELATIONSHIP_LABELS}
        />
        <DetailSelect
          name={`${base}.action`}
          label="What companies should do"
          options={DEPENDANT_ACTIONS}
          labels={DEPENDANT_ACTION_LABELS}
        />
      </div>
    </fieldset>
  );
}
