import {
  INTEGRATION_CHANNEL_LABELS,
  INTEGRATION_CHANNELS,
  type IntegrationChannel,
  type IntegrationDetail,
} from '@updately/shared/admin-integrations-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSetUpdateChannel } from '../api/integration-builder';
import { ChannelBadge } from './integration-channel-badge';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a new request does on its way, in words. */
export function channelSentence(detail: IntegrationDetail): string {
  const name = detail.brand.name;
  if (detail.channel === 'api') {
    return `New requests go to ${detail.claim?.organization.name ?? 'the claiming business'}’s integration: they fetch them through the Business API and hear of them by webhook.`;
  }
  if (detail.channel === 'email') return `New requests are emailed to ${detail.destination}.`;
  return `${name} is not contacted: each person updates it themselves from their checklist.`;
}

/** The channel (api only with a verified claim) and, for email, the address to write to. */
export function IntegrationChannelForm({ detail }: { detail: IntegrationDetail }) {
  const id = useId();
  const [channel, setChannel] = useState<IntegrationChannel>(detail.channel);
  const [contactEmail, setContactEmail] = useState(detail.contact_email_override ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetUpdateChannel(detail.brand.id);
  const directoryEmail = detail.brand.contact_email;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = contactEmail.trim();
    if (channel === 'email') {
      if (email && !EMAIL_PATTERN.test(email)) return setError('Enter a valid email address.');
      if (!email && !directoryEmail) {
        return setError('This brand publishes no contact address: enter the address to write to.');
      }
    }
    setError(undefined);
    save.mutate(
      { channel, ...(channel === 'email' ? { contact_email: email || null } : {}) },
      {
        onSuccess: (saved) =>
          toast.success('Channel saved', {
            description: `${saved.brand.name}: ${INTEGRATION_CHANNEL_LABELS[saved.channel]}${
              saved.channel === 'email' && saved.destination ? ` to ${saved.destination}` : ''
            }`,
          }),
        onError: (err) => {
          if (err instanceof ApiClientError && err.status === 400) {
            setError(err.message.replace(/^contact_email: /, ''));
          } else {
            toast.error(MESSAGES.updateFailed, { description: err.message });
          }
        },
      },
    );
  };

  const descriptions: Record<IntegrationChannel, string> = {
    api: detail.claim
      ? `Through ${detail.claim.organization.name}’s integration (verified claim).`
      : 'Needs a verified business claim to this brand: a business claims it in the Business portal, or an admin approves its claim on the Brands page.',
    email: directoryEmail
      ? `An email to the brand, with links to confirm or decline. The directory’s address is ${directoryEmail}.`
      : 'An email to the brand, with links to confirm or decline. The directory has no address for it: enter one.',
    web_form:
      'The person fills in the brand’s web form (from the directory), with every value to paste.',
    letter:
      'Updately writes a letter to the brand’s postal address (from the directory); the person posts it.',
    phone: 'The person calls the brand’s number (from the directory) with a script.',
    manual: 'The brand is not contacted: the person updates it from their checklist.',
  };

  return (
    <SectionCard
      title="Update channel"
      description={channelSentence(detail)}
      action={<ChannelBadge channel={detail.channel} />}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
            How {detail.brand.name} is told of updates
          </legend>
          <RadioGroup
            value={channel}
            onValueChange={(value) => {
              setChannel(value as IntegrationChannel);
              setError(undefined);
            }}
            aria-labelledby={`${id}-legend`}
          >
            {INTEGRATION_CHANNELS.map((option) => {
              const itemId = `${id}-${option}`;
              const disabled = option === 'api' && !detail.claim;
              return (
                <div
                  key={option}
                  className="flex items-start gap-3 rounded-md border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-brand-50"
                >
                  <RadioGroupItem
                    id={itemId}
                    value={option}
                    disabled={disabled}
                    aria-describedby={`${itemId}-description`}
                    className="mt-0.5"
                  />
                  <div className="flex min-w-0 flex-col gap-1">
                    <Label htmlFor={itemId} className={disabled ? 'text-muted-foreground' : ''}>
                      {INTEGRATION_CHANNEL_LABELS[option]}
                    </Label>
                    <p id={`${itemId}-description`} className="text-sm text-muted-foreground">
                      {descriptions[option]}
                    </p>
                  </div>
                </div>
              );
            })}
          </RadioGroup>
        </fieldset>
        {channel === 'email' ? (
          <Field
            id={`${id}-contact`}
            label="Contact address"
            type="email"
            autoComplete="off"
            placeholder={directoryEmail ?? 'privacy@brand.example'}
            description={
              directoryEmail
                ? `Leave empty to use the directory’s address (${directoryEmail}).`
                : 'Where requests for this brand are emailed.'
            }
            value={contactEmail}
            error={error}
            onChange={(event) => setContactEmail(event.target.value)}
          />
        ) : error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save channel'}
          </Button>
          {detail.channel_updated_at ? (
            <p className="text-sm text-muted-foreground">
              Last changed {formatDateTime(detail.channel_updated_at)}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Not set: the directory’s default applies.
            </p>
          )}
        </div>
      </form>
    </SectionCard>
  );
}
