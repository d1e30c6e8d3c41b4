import { toE164 } from '@updately/shared/admin-brands-api';
import {
  E164,
  formatAuPhone,
  WEB_FORM_PURPOSE_LABELS,
  WEB_FORM_PURPOSES,
  type WebFormPurpose,
} from '@updately/shared/brand-channels';

import {
  PostalAddressFields,
  type PostalAddressDraft,
} from '../../../components/postal-address-fields';
import { Field, FieldError } from '../../../components/ui/field';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';

const PURPOSE_OPTIONS = labelledOptions(WEB_FORM_PURPOSES, WEB_FORM_PURPOSE_LABELS);

type ChannelTextField =
  | 'web_form_url'
  | 'web_form_source'
  | 'web_form_checked_on'
  | 'postal_address_source'
  | 'postal_address_checked_on'
  | 'phone'
  | 'phone_hours'
  | 'phone_source'
  | 'phone_checked_on';

type TextProps = {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  autoComplete: string;
};

type BrandChannelFieldsProps = {
  text: (field: ChannelTextField) => TextProps;
  errors: Partial<Record<'web_form_purpose' | 'postal_address', string>>;
  webFormPurpose: string;
  onWebFormPurpose: (value: string) => void;
  postalAddress: PostalAddressDraft;
  onPostalAddress: (value: PostalAddressDraft) => void;
  phone: string;
};

const SOURCE_HINT = "The brand's own page that shows it.";
const DAY_HINT = 'Today if left empty.';

/**
 * The brand's other channels (issue 26): its web form, a postal address for written requests and
 * a phone number with hours, each with the brand's own page it was read from and the day.
 */
export function BrandChannelFields({
  text,
  errors,
  webFormPurpose,
  onWebFormPurpose,
  postalAddress,
  onPostalAddress,
  phone,
}: BrandChannelFieldsProps) {
  const typed = toE164(phone);
  const phoneHint = E164.test(typed)
    ? `Saved as ${typed}; people see ${formatAuPhone(typed)}.`
    : 'As the brand prints it (1300 123 456) or in E.164 (+611300123456).';
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Web form</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Web form URL" type="url" inputMode="url" {...text('web_form_url')} />
          <Field
            id="brand-form-web_form_purpose"
            label="What the form is for"
            error={errors.web_form_purpose}
            render={(control) => (
              <OptionSelect
                id={control.id}
                value={webFormPurpose as WebFormPurpose | ''}
                onChange={onWebFormPurpose}
                options={PURPOSE_OPTIONS}
                placeholder="Choose a purpose"
              />
            )}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Web form source page"
            description={SOURCE_HINT}
            type="url"
            inputMode="url"
            {...text('web_form_source')}
          />
          <Field
            label="Web form checked on"
            description={DAY_HINT}
            type="date"
            {...text('web_form_checked_on')}
          />
        </div>
      </fieldset>

      <fieldset
        id="brand-form-postal_address"
        className="flex flex-col gap-4"
        aria-describedby={errors.postal_address ? 'brand-form-postal_address-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Postal address for letters</legend>
        <FieldError id="brand-form-postal_address" message={errors.postal_address} />
        <PostalAddressFields
          idPrefix="brand-form-postal"
          value={postalAddress}
          onChange={onPostalAddress}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Postal address source page"
            description={SOURCE_HINT}
            type="url"
            inputMode="url"
            {...text('postal_address_source')}
          />
          <Field
            label="Postal address checked on"
            description={DAY_HINT}
            type="date"
            {...text('postal_address_checked_on')}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Phone</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Phone number" type="tel" description={phoneHint} {...text('phone')} />
          <Field
            label="Opening hours"
            description="As the brand publishes them."
            {...text('phone_hours')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Phone source page"
            description={SOURCE_HINT}
            type="url"
            inputMode="url"
            {...text('phone_source')}
          />
          <Field
            label="Phone checked on"
            description={DAY_HINT}
            type="date"
            {...text('phone_checked_on')}
          />
        </div>
      </fieldset>
    </>
  );
}
