import {
  NOTIFIER_RELATIONSHIPS,
  NOTIFIER_RELATIONSHIP_LABELS,
} from '@updately/shared/request-kind-payloads';

import { DetailField, DetailSelect } from './event-detail-field';

const deceased = 'details.notification_of_death.deceased';
const notifier = 'details.notification_of_death.notifier';

/** Losing a Loved One: who died, and who companies should write to. */
export function DeathFields() {
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">The person who died</legend>
        <DetailField name={`${deceased}.full_name`} label="Their full name" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <DetailField name={`${deceased}.date_of_birth`} label="Their date of birth" type="date" />
          <DetailField name={`${deceased}.date_of_death`} label="Date of death" type="date" />
        </div>
        <DetailField
          name={`${deceased}.last_address`}
          label="Their last address"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">You</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <DetailField name={`${notifier}.name`} label="Your name" autoComplete="name" />
          <DetailSelect
            name={`${notifier}.relationship`}
            label="Your relationship to them"
            options={NOTIFIER_RELATIONSHIPS}
            labels={NOTIFIER_RELATIONSHIP_LABELS}
          />
        </div>
        <DetailField
          name={`${notifier}.address`}
          label="Your address for correspondence"
          autoComplete="street-address"
        />
      </fieldset>
    </>
  );
}
