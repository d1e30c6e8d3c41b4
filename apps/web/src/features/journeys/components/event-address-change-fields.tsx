import { ADDRESS_PARTS, AddressFields, type AddressPart } from '../../../components/address-fields';
import { get, useFormContext } from 'react-hook-form';

import type { EventDetailsValues } from '../utils/event-details-input';
import { DetailField } from './event-detail-field';

type AddressGroup = 'new_address' | 'details.change_of_address.postal_address';

function Address({
  group,
  legend,
  idPrefix,
}: {
  group: AddressGroup;
  legend: string;
  idPrefix: string;
}) {
  const { register, setValue, clearErrors, formState } = useFormContext<EventDetailsValues>();
  const errors = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [
      part,
      (get(formState.errors, `${group}.${part}`) as { message?: string } | undefined)?.message,
    ]),
  ) as Partial<Record<AddressPart, string>>;
  return (
    <AddressFields
      idPrefix={idPrefix}
      legend={legend}
      register={(part, onChange) =>
        register(`${group}.${part}`, onChange && { onChange: (e) => onChange(e.target.value) })
      }
      errors={errors}
      onSplit={(parts) => {
        ADDRESS_PARTS.forEach((part) => setValue(`${group}.${part}`, parts[part]));
        clearErrors(ADDRESS_PARTS.map((part) => `${group}.${part}` as const));
      }}
    />
  );
}

/** The new home (required for a move), the day it applies from, and an optional postal address. */
export function AddressChangeFields({ required }: { required: boolean }) {
  return (
    <>
      <Address
        group="new_address"
        legend={required ? 'New address' : 'New address (optional)'}
        idPrefix="event-new-address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DetailField name="moving_date" label="Moving day" optional type="date" />
      </div>
      <Address
        group="details.change_of_address.postal_address"
        legend="Postal address, if letters go elsewhere (optional)"
        idPrefix="event-postal-address"
      />
    </>
  );
}
