import { formatAddressLine } from '@updately/shared/au-address';
import type { Journey } from '@updately/shared/journeys-api';
import {
  DEPENDANT_ACTION_LABELS,
  DEPENDANT_RELATIONSHIP_LABELS,
  NAME_CHANGE_BASIS_LABELS,
  NOTIFIER_RELATIONSHIP_LABELS,
  SECURE_ACTION_LABELS,
} from '@updately/shared/request-kind-payloads';
import type { ReactNode } from 'react';

import { formatCalendarDate } from '../../../lib/format-date';
import { sendsAddress } from '../utils/event-details-input';

type Row = [label: string, value: ReactNode];

/** What the journey tells companies, as a person reads it. */
export function eventDetailsRows(journey: Journey): Row[] {
  const d = journey.details ?? {};
  const rows: Row[] = [];
  const day = formatCalendarDate;
  if (d.change_of_name) {
    const n = d.change_of_name;
    rows.push(
      ['Former name', n.former_name],
      ['New name', `${n.given_names} ${n.family_name}`],
      ['New name applies from', day(n.effective_date)],
      ['The new name comes from', NAME_CHANGE_BASIS_LABELS[n.basis]],
    );
  }
  if (d.notification_of_death) {
    const { deceased, notifier } = d.notification_of_death;
    rows.push(
      ['Who died', deceased.full_name],
      ['Born', day(deceased.date_of_birth)],
      ['Died', day(deceased.date_of_death)],
      ['Their last address', deceased.last_address],
      [
        'Companies write to',
        `${notifier.name} (${NOTIFIER_RELATIONSHIP_LABELS[notifier.relationship]})`,
      ],
      ['Address for correspondence', notifier.address],
    );
  }
  if (d.add_dependant) {
    const c = d.add_dependant;
    rows.push(
      ['Child', `${c.given_names} ${c.family_name}`],
      ['Born', day(c.date_of_birth)],
      ['Relationship', DEPENDANT_RELATIONSHIP_LABELS[c.relationship]],
      ['Companies should', DEPENDANT_ACTION_LABELS[c.action]],
    );
  }
  if (d.secure_account) {
    const s = d.secure_account;
    rows.push(
      ['Noticed', day(s.date_noticed)],
      ['What happened', s.what_happened],
      [
        'Asking each company to',
        <ul key="actions" className="list-disc pl-5">
          {s.actions.map((action) => (
            <li key={action}>{SECURE_ACTION_LABELS[action]}</li>
          ))}
        </ul>,
      ],
    );
  }
  const work = d.change_of_employment;
  if (work?.type === 'employer') {
    rows.push(
      [
        'New employer',
        work.employer_abn ? `${work.employer_name} (ABN ${work.employer_abn})` : work.employer_name,
      ],
      ['Start date', day(work.start_date)],
    );
  } else if (work?.type === 'study') {
    if (work.course) rows.push(['Course', work.course]);
    rows.push(['Study completed on', day(work.study_completed_on)]);
  }
  if (sendsAddress(journey.type)) {
    if (journey.target_address) rows.push(['New address', journey.target_address]);
    if (journey.moving_date) rows.push(['Moving day', day(journey.moving_date)]);
    const postal = d.change_of_address?.postal_address;
    if (postal) rows.push(['Postal address', formatAddressLine(postal)]);
  }
  if (journey.target_email) rows.push(['New email', journey.target_email]);
  if (journey.target_phone) rows.push(['New phone', journey.target_phone]);
  return rows;
}

export function EventDetailsSummary({ journey }: { journey: Journey }) {
  const rows = eventDetailsRows(journey);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
