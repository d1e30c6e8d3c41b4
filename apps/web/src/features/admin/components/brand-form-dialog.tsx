import {
  BRAND_FILE_FIELDS,
  brandInputSchema,
  type AdminBrand,
  type BrandFileField,
  type BrandInput,
} from '@updately/shared/admin-brands-api';
import {
  BRAND_CATEGORIES,
  BRAND_CATEGORY_LABELS,
  EMAIL_PURPOSE_LABELS,
  FIRST_REQUEST_EMAIL_PURPOSES,
} from '@updately/shared/brands';
import { formatAuPhone } from '@updately/shared/brand-channels';
import { PII_FIELD_GROUPS, piiFieldLabel } from '@updately/shared/pii-fields';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import {
  fromPostalDraft,
  toPostalDraft,
  type PostalAddressDraft,
} from '../../../components/postal-address-fields';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { toggled } from '../../../lib/selection';
import { errorDetails, useSaveBrand } from '../api/brands-directory';
import { BrandChannelFields } from './brand-channel-fields';

const CATEGORY_OPTIONS = labelledOptions(BRAND_CATEGORIES, BRAND_CATEGORY_LABELS);
// A complaints inbox is never offered: the first request goes to one of these.
const PURPOSE_OPTIONS = labelledOptions(FIRST_REQUEST_EMAIL_PURPOSES, EMAIL_PURPOSE_LABELS);

// The required documents have their own dialog (brand-documents-dialog).
type FormField = Exclude<BrandFileField, 'slug' | 'required_documents'>;
/** The form's fields, in the order they show (and are focused when wrong): a file's, less the slug. */
const FIELDS = BRAND_FILE_FIELDS.filter(
  (field): field is FormField => field !== 'slug' && field !== 'required_documents',
);
type Errors = Partial<Record<FormField, string>>;
type TextField = Exclude<
  FormField,
  | 'category'
  | 'data_collection_items'
  | 'contact_email_purpose'
  | 'web_form_purpose'
  | 'postal_address'
>;
type Values = Record<TextField, string> & {
  category: string;
  contact_email_purpose: string;
  web_form_purpose: string;
  postal_address: PostalAddressDraft;
  items: ReadonlySet<string>;
};

const fieldId = (field: FormField) => `brand-form-${field}`;

function initialValues(brand: AdminBrand | null): Values {
  return {
    name: brand?.name ?? '',
    category: brand?.category ?? '',
    footprint_tags: brand?.footprint_tags.join(', ') ?? '',
    items: new Set(brand?.data_collection_items ?? []),
    website: brand?.website ?? '',
    account_settings_url: brand?.account_settings_url ?? '',
    contact_email: brand?.contact_email ?? '',
    contact_email_purpose: brand?.contact_email_purpose ?? '',
    contact_email_source: brand?.contact_email_source ?? '',
    contact_email_checked_on: brand?.contact_email_checked_on ?? '',
    logo_url: brand?.logo_url ?? '',
    web_form_url: brand?.web_form_url ?? '',
    web_form_purpose: brand?.web_form_purpose ?? '',
    web_form_source: brand?.web_form_source ?? '',
    web_form_checked_on: brand?.web_form_checked_on ?? '',
    postal_address: toPostalDraft(brand?.postal_address),
    postal_address_source: brand?.postal_address_source ?? '',
    postal_address_checked_on: brand?.postal_address_checked_on ?? '',
    phone: brand?.phone ? formatAuPhone(brand.phone) : '',
    phone_hours: brand?.phone_hours ?? '',
    phone_source: brand?.phone_source ?? '',
    phone_checked_on: brand?.phone_checked_on ?? '',
  };
}

function toInput(values: Values): BrandInput {
  return {
    name: values.name,
    category: values.category as BrandInput['category'],
    footprint_tags: values.footprint_tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    data_collection_items: [...values.items] as BrandInput['data_collection_items'],
    website: values.website,
    account_settings_url: values.account_settings_url,
    contact_email: values.contact_email,
    contact_email_purpose: (values.contact_email_purpose ||
      null) as BrandInput['contact_email_purpose'],
    contact_email_source: values.contact_email_source,
    contact_email_checked_on: values.contact_email_checked_on,
    logo_url: values.logo_url,
    web_form_url: values.web_form_url,
    web_form_purpose: values.web_form_purpose,
    web_form_source: values.web_form_source,
    web_form_checked_on: values.web_form_checked_on,
    postal_address: fromPostalDraft(values.postal_address),
    postal_address_source: values.postal_address_source,
    postal_address_checked_on: values.postal_address_checked_on,
    phone: values.phone,
    phone_hours: values.phone_hours,
    phone_source: values.phone_source,
    phone_checked_on: values.phone_checked_on,
  };
}

/** The first problem of each field ("data_collection_items.2" belongs to data_collection_items). */
function toErrors(problems: readonly { field: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { field, message } of problems) {
    const key = field.split('.')[0] as FormField;
    if ((FIELDS as readonly string[]).includes(key)) errors[key] ??= message;
  }
  return errors;
}

type BrandFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The brand to edit; null to add one. */
  brand: AdminBrand | null;
};

/** Add or edit a directory brand. */
export function BrandFormDialog({ open, onOpenChange, brand }: BrandFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={brand ? `Edit ${brand.name}` : 'Add a brand'}
      description={
        brand
          ? `Changes show in the directory people search at once. Its address stays ${brand.slug}.`
          : 'The brand joins the directory people search; its address is made from its name.'
      }
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {open ? (
        <BrandForm key={brand?.id ?? 'new'} brand={brand} onDone={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}

function BrandForm({ brand, onDone }: { brand: AdminBrand | null; onDone: () => void }) {
  const save = useSaveBrand();
  const [values, setValues] = useState<Values>(() => initialValues(brand));
  const [errors, setErrors] = useState<Errors>({});
  const [logoFailed, setLogoFailed] = useState(false);

  const set =
    (field: TextField | 'category' | 'contact_email_purpose' | 'web_form_purpose') =>
    (value: string) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = (field: TextField) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    autoComplete: 'off',
  });

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first === 'data_collection_items') {
      document.querySelector<HTMLElement>(`#${fieldId(first)} button`)?.focus();
    } else if (first === 'postal_address') {
      document.querySelector<HTMLElement>(`#${fieldId(first)} input`)?.focus();
    } else if (first) {
      document.getElementById(fieldId(first))?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(values);
    const checked = brandInputSchema.safeParse(input);
    if (!checked.success) {
      showErrors(
        toErrors(
          checked.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { id: brand?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(brand ? 'Brand saved' : 'Brand added', { description: saved.name });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = toErrors(errorDetails(error));
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          else toast.error('Could not save the brand', { description: error.message });
        },
      },
    );
  };

  const logo = values.logo_url.trim();
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" aria-required="true" {...text('name')} />
        <Field
          id={fieldId('category')}
          label="Category"
          error={errors.category}
          render={(control) => (
            <OptionSelect
              id={control.id}
              aria-required
              value={values.category as (typeof BRAND_CATEGORIES)[number] | ''}
              onChange={set('category')}
              options={CATEGORY_OPTIONS}
              placeholder="Choose a category"
            />
          )}
        />
      </div>

      <Field
        label="Tags"
        description="Separate tags with commas, e.g. electricity, gas. People can search by them."
        {...text('footprint_tags')}
      />

      <fieldset
        id={fieldId('data_collection_items')}
        className="flex flex-col gap-4"
        aria-describedby={
          errors.data_collection_items ? `${fieldId('data_collection_items')}-error` : undefined
        }
      >
        <legend className="mb-1 text-sm font-medium">Data it collects</legend>
        <FieldError id={fieldId('data_collection_items')} message={errors.data_collection_items} />
        {PII_FIELD_GROUPS.map((group) => (
          <fieldset key={group.group} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">{group.group}</legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
              {group.fields.map((field) => {
                const id = `brand-form-item-${field}`;
                return (
                  <div key={field} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={values.items.has(field)}
                      onCheckedChange={(on) =>
                        setValues((current) => ({
                          ...current,
                          items: toggled(current.items, field, on === true),
                        }))
                      }
                    />
                    <Label htmlFor={id} className="min-h-8 flex-1 content-center font-normal">
                      {piiFieldLabel(field)}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Website" type="url" inputMode="url" {...text('website')} />
        <Field
          label="Account settings page"
          description="Where people change their details."
          type="url"
          inputMode="url"
          {...text('account_settings_url')}
        />
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Contact address for updates</legend>
        <Field
          label="Contact email"
          description="Only an address the brand publishes for customers."
          type="email"
          inputMode="email"
          {...text('contact_email')}
        />
        <Field
          id={fieldId('contact_email_purpose')}
          label="What the address is for"
          description="Complaints and dispute inboxes are never sent a first request."
          error={errors.contact_email_purpose}
          render={(control) => (
            <OptionSelect
              id={control.id}
              value={
                values.contact_email_purpose as (typeof FIRST_REQUEST_EMAIL_PURPOSES)[number] | ''
              }
              onChange={set('contact_email_purpose')}
              options={PURPOSE_OPTIONS}
              placeholder="Customer service"
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Source page"
            description="The brand's own page that shows the address."
            type="url"
            inputMode="url"
            {...text('contact_email_source')}
          />
          <Field
            label="Checked on"
            description="Today if left empty."
            type="date"
            {...text('contact_email_checked_on')}
          />
        </div>
      </fieldset>

      <BrandChannelFields
        text={text}
        errors={errors}
        webFormPurpose={values.web_form_purpose}
        onWebFormPurpose={set('web_form_purpose')}
        postalAddress={values.postal_address}
        onPostalAddress={(postal_address) =>
          setValues((current) => ({ ...current, postal_address }))
        }
        phone={values.phone}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Logo URL"
          description="An https image address."
          type="url"
          inputMode="url"
          className="flex-1"
          {...text('logo_url')}
          onChange={(event) => {
            setLogoFailed(false);
            set('logo_url')(event.target.value);
          }}
        />
        <div className="flex flex-col gap-2 text-sm">
          <span className="font-medium" id="brand-form-logo-preview">
            Logo preview
          </span>
          <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border border-border bg-muted p-2">
            {logo.startsWith('https://') && !logoFailed ? (
              <img
                src={logo}
                alt={`${values.name || 'The brand'}'s logo`}
                className="max-h-full max-w-full object-contain"
                referrerPolicy="no-referrer"
                onError={() => setLogoFailed(true)}
              />
            ) : (
              <span className="text-center text-xs text-muted-foreground">
                {logoFailed ? 'Could not load' : 'None'}
              </span>
            )}
          </div>
        </div>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : brand ? 'Save brand' : 'Add brand'}
        </Button>
      </DialogFooter>
    </form>
  );
}
