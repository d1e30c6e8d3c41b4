import { AU_STATES, AU_STATE_NAMES } from '@updately/shared/au-address';

import { Field } from './ui/field';

/** A company's postal address for written requests, as the form holds it (text parts). */
export type PostalAddressDraft = {
  recipient: string;
  organisation: string;
  line1: string;
  line2: string;
  suburb: string;
  state: string;
  postcode: string;
};
export type PostalPart = keyof PostalAddressDraft;

export const EMPTY_POSTAL_ADDRESS: PostalAddressDraft = {
  recipient: '',
  organisation: '',
  line1: '',
  line2: '',
  suburb: '',
  state: '',
  postcode: '',
};

/** A stored address as the form's text parts. */
export function toPostalDraft(
  address: { [K in PostalPart]: string | null } | null | undefined,
): PostalAddressDraft {
  if (!address) return { ...EMPTY_POSTAL_ADDRESS };
  return Object.fromEntries(
    Object.keys(EMPTY_POSTAL_ADDRESS).map((part) => [part, address[part as PostalPart] ?? '']),
  ) as PostalAddressDraft;
}

/** The draft as the API takes it: blank parts are null, no parts at all is no address. */
export function fromPostalDraft(draft: PostalAddressDraft) {
  const parts = Object.values(draft).map((part) => part.trim());
  if (parts.every((part) => part === '')) return null;
  const part = (value: string) => value.trim() || null;
  return {
    recipient: part(draft.recipient),
    organisation: draft.organisation.trim(),
    line1: draft.line1.trim(),
    line2: part(draft.line2),
    suburb: draft.suburb.trim(),
    state: draft.state,
    postcode: draft.postcode.trim(),
  };
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base aria-invalid:border-destructive md:text-sm';

type PostalAddressFieldsProps = {
  /** Prefix of the controls' ids, e.g. "brand-form-postal" → "brand-form-postal-line1". */
  idPrefix: string;
  value: PostalAddressDraft;
  onChange: (value: PostalAddressDraft) => void;
  errors?: Partial<Record<PostalPart, string>>;
  /** The parts are required (a suggestion); in the editor an empty address is none. */
  required?: boolean;
};

/** Recipient, organisation, two lines, suburb, state and postcode of an Australian address. */
export function PostalAddressFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  required = false,
}: PostalAddressFieldsProps) {
  const text = (part: PostalPart) => ({
    id: `${idPrefix}-${part}`,
    value: value[part],
    error: errors[part],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [part]: event.target.value }),
  });
  const needed = required ? { 'aria-required': true as const } : {};
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Recipient (optional)"
          description="E.g. Privacy Officer."
          {...text('recipient')}
        />
        <Field label="Organisation" {...needed} {...text('organisation')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Address line 1"
          description="Street or PO Box."
          {...needed}
          {...text('line1')}
        />
        <Field label="Address line 2 (optional)" {...text('line2')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label="Suburb or town" {...needed} {...text('suburb')} />
        <Field
          id={`${idPrefix}-state`}
          label="State"
          error={errors.state}
          render={(control) => (
            <select
              {...control}
              {...needed}
              className={selectClass}
              value={value.state}
              onChange={(event) => onChange({ ...value, state: event.target.value })}
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
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          {...needed}
          {...text('postcode')}
        />
      </div>
    </div>
  );
}
