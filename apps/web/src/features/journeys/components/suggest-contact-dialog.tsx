import {
  contactSuggestionInputSchema,
  SUGGESTION_CHANNEL_LABELS,
  SUGGESTION_CHANNELS,
  type ContactSuggestionInput,
  type SuggestionChannel,
} from '@updately/shared/brand-suggestions-api';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import {
  EMPTY_POSTAL_ADDRESS,
  fromPostalDraft,
  PostalAddressFields,
  type PostalAddressDraft,
  type PostalPart,
} from '../../../components/postal-address-fields';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { useSuggestContact } from '../api/suggest-contact';

type SuggestContactDialogProps = {
  journeyId: string;
  footprintId: string;
  companyName: string;
};

/** "Suggest how to reach <company>": a button and its dialog, for the journey's editors. */
export function SuggestContactDialog(props: SuggestContactDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={`Suggest how to reach ${props.companyName}`}
      description="Seen a contact for this company on its own website? Tell us: our team checks it, and everyone's requests to the company can use it."
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-9 max-w-full whitespace-normal text-left"
        >
          Suggest how to reach {props.companyName}
        </Button>
      }
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {open ? <SuggestContactForm {...props} onDone={() => setOpen(false)} /> : null}
    </FormDialog>
  );
}

type Errors = Partial<Record<'value' | 'hours' | 'source_url' | PostalPart, string>>;

function SuggestContactForm({
  journeyId,
  footprintId,
  companyName,
  onDone,
}: SuggestContactDialogProps & { onDone: () => void }) {
  const suggest = useSuggestContact(journeyId, footprintId);
  const [channel, setChannel] = useState<SuggestionChannel>('email');
  const [text, setText] = useState('');
  const [hours, setHours] = useState('');
  const [address, setAddress] = useState<PostalAddressDraft>(EMPTY_POSTAL_ADDRESS);
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const prefix = `suggest-${footprintId}`;

  const input = (): ContactSuggestionInput => {
    const source_url = source.trim();
    switch (channel) {
      case 'email':
        return { channel, value: { email: text }, source_url };
      case 'web_form':
        return { channel, value: { url: text.trim() }, source_url };
      case 'phone':
        return { channel, value: { phone: text, hours: hours.trim() || null }, source_url };
      case 'postal_address':
        return {
          channel,
          value: (fromPostalDraft(address) ?? { ...EMPTY_POSTAL_ADDRESS }) as never,
          source_url,
        };
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = input();
    const checked = contactSuggestionInputSchema.safeParse(body);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const [first, second] = issue.path.map(String);
        const key = (
          first === 'value'
            ? channel === 'postal_address'
              ? second
              : second === 'hours'
                ? 'hours'
                : 'value'
            : first
        ) as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      const firstId = Object.keys(next)[0];
      if (firstId) document.getElementById(`${prefix}-${firstId}`)?.focus();
      return;
    }
    setErrors({});
    suggest.mutate(body, {
      onSuccess: () => {
        toast.success('Thank you: we will check your suggestion', { description: companyName });
        onDone();
      },
      onError: (error) =>
        toast.error('Could not send your suggestion', { description: error.message }),
    });
  };

  const valueLabel: Record<Exclude<SuggestionChannel, 'postal_address'>, string> = {
    email: 'Email address',
    web_form: 'Address of the form',
    phone: 'Phone number',
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium" id={`${prefix}-channel`}>
          How can the company be reached?
        </legend>
        <RadioGroup
          aria-labelledby={`${prefix}-channel`}
          value={channel}
          onValueChange={(next) => {
            setChannel(next as SuggestionChannel);
            setErrors({});
          }}
          className="grid-cols-2 sm:grid-cols-4"
        >
          {SUGGESTION_CHANNELS.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem id={`${prefix}-channel-${option}`} value={option} />
              <Label
                htmlFor={`${prefix}-channel-${option}`}
                className="min-h-8 content-center font-normal"
              >
                {SUGGESTION_CHANNEL_LABELS[option]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      {channel === 'postal_address' ? (
        <PostalAddressFields
          idPrefix={prefix}
          value={address}
          onChange={setAddress}
          errors={errors}
          required
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${prefix}-value`}
            label={valueLabel[channel]}
            type={channel === 'email' ? 'email' : channel === 'web_form' ? 'url' : 'tel'}
            aria-required
            value={text}
            error={errors.value}
            onChange={(event) => setText(event.target.value)}
          />
          {channel === 'phone' ? (
            <Field
              id={`${prefix}-hours`}
              label="Opening hours (optional)"
              value={hours}
              error={errors.hours}
              onChange={(event) => setHours(event.target.value)}
            />
          ) : null}
        </div>
      )}

      <Field
        id={`${prefix}-source_url`}
        label="Where you saw it"
        description="The address of the company's own page that shows it, starting with https://."
        type="url"
        inputMode="url"
        aria-required
        value={source}
        error={errors.source_url}
        onChange={(event) => setSource(event.target.value)}
      />

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={suggest.isPending}>
          {suggest.isPending ? 'Sending…' : 'Send suggestion'}
        </Button>
      </DialogFooter>
    </form>
  );
}
