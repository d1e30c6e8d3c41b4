import { priceSettingsSchema, type AdminSettings } from '@updately/shared/admin-settings-api';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { SaveBar } from './settings-form';
import { useSettingsSectionForm } from './use-settings-section-form';

const FIELDS = ['pricePerField'] as const;

/** What a business pays for each field it confirms applied. */
export function SettingsPriceSection({ section }: { section: AdminSettings['price'] }) {
  const { id, errors, saving, submit } = useSettingsSectionForm('price', FIELDS);
  const [price, setPrice] = useState(section.value.pricePerField);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(priceSettingsSchema.safeParse({ pricePerField: price }), (settings) => {
      setPrice(settings.price.value.pricePerField);
      toast.success('Price per field saved', {
        description: `${settings.price.value.pricePerField} ${settings.price.currency}`,
      });
    });
  };

  return (
    <SectionCard
      title="Price per field"
      description="What a business pays for each field it confirms it applied. Fields confirmed from now on are billed at this price; the ledger keeps the price of earlier ones."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Price per field"
      >
        <Field
          id={`${id}-pricePerField`}
          label={`Price per field (${section.currency})`}
          description={`From 0 to 100, two decimals at most. Default ${section.defaults.pricePerField}.`}
          className="w-full sm:w-64"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.pricePerField}
        />
        <SaveBar saving={saving} label="Save price" />
      </form>
    </SectionCard>
  );
}
