import {
  AU_STATES,
  AU_STATE_NAMES,
  splitAddressLine,
  type AuAddress,
} from '@updately/shared/au-address';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Field } from './ui/field';

export type AddressPart = keyof AuAddress;
export const ADDRESS_PARTS: readonly AddressPart[] = ['street', 'suburb', 'state', 'postcode'];

type AddressFieldsProps = {
  /** Prefix of the controls' ids, e.g. "move" → "move-street". */
  idPrefix: string;
  register: (part: AddressPart, onChange?: (value: string) => void) => UseFormRegisterReturn;
  errors: Partial<Record<AddressPart, string>>;
  /** A whole line typed or pasted into the street, split into its parts. */
  onSplit: (parts: AuAddress) => void;
  /** After the suburb changes (a name may follow it). */
  onSuburbChange?: () => void;
  /** The group's name; "New address" unless another address is asked (a postal one). */
  legend?: string;
};

type AddressRegister = (
  part: AddressPart,
  options?: { onChange?: (event: { target: { value: string } }) => void },
) => UseFormRegisterReturn;

/** AddressFields' `register` and `errors` from a react-hook-form form whose values hold the parts. */
export function bindAddressFields(
  register: AddressRegister,
  errors: Partial<Record<AddressPart, { message?: string }>>,
): Pick<AddressFieldsProps, 'register' | 'errors'> {
  return {
    register: (part, onChange) =>
      register(part, onChange && { onChange: (event) => onChange(event.target.value) }),
    errors: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, errors[part]?.message])),
  };
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive md:text-sm';

/**
 * A new Australian address in parts (street, suburb, state, postcode), all required; a whole
 * line in the street field ("7 Sydney Road, Coburg VIC 3058") fills the other parts.
 */
export function AddressFields({
  idPrefix,
  register,
  errors,
  onSplit,
  onSuburbChange,
  legend = 'New address',
}: AddressFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <Field
        id={`${idPrefix}-street`}
        label="Street address"
        description="Type or paste the whole address (7 Sydney Road, Coburg VIC 3058) and we fill in the rest."
        autoComplete="address-line1"
        aria-required
        error={errors.street}
        {...register('street', (line) => {
          const parts = splitAddressLine(line);
          if (parts) onSplit(parts);
        })}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field
          id={`${idPrefix}-suburb`}
          label="Suburb or town"
          autoComplete="address-level2"
          aria-required
          error={errors.suburb}
          {...register('suburb', () => onSuburbChange?.())}
        />
        <Field
          id={`${idPrefix}-state`}
          label="State"
          error={errors.state}
          render={(control) => (
            <select
              {...control}
              aria-required
              autoComplete="address-level1"
              className={selectClass}
              {...register('state')}
            >
              <option value="">Choose…</option>
              {AU_STATES.map((state) => (
                <option key={state} value={state}>
                  {state} – {AU_STATE_NAMES[state]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id={`${idPrefix}-postcode`}
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          aria-required
          error={errors.postcode}
          {...register('postcode')}
        />
      </div>
    </fieldset>
  );
}
