import type { BrandClaimMethod, BrandClaimOptions } from '@updately/shared/business-api';

import { Alert } from '../../../components/ui/alert';
import { FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

export type ClaimChoice = { method: BrandClaimMethod | ''; email: string };

type ClaimMethodChoiceProps = {
  id: string;
  options: BrandClaimOptions;
  value: ClaimChoice;
  onChange: (next: ClaimChoice) => void;
  emailError?: string;
};

function methodText(options: BrandClaimOptions): Record<BrandClaimMethod, [string, string]> {
  return {
    dns: [
      `Add a DNS record at ${options.domain ?? 'its domain'}`,
      `We give you a TXT record to publish at ${options.dns_record_name ?? ''}: whoever runs the domain can.`,
    ],
    email_code: [
      `Email a code to one of ${options.brand.name}’s addresses`,
      'An administrative address at its domain, or the contact address it publishes.',
    ],
    admin: [
      'Ask an administrator to review',
      `We check with ${options.brand.name} that you act for it. This can take a few working days.`,
    ],
  };
}

/** The paths the server offers for the brand; the code path also asks where the code goes. */
export function ClaimMethodChoice({
  id,
  options,
  value,
  onChange,
  emailError,
}: ClaimMethodChoiceProps) {
  const text = methodText(options);
  return (
    <div className="flex flex-col gap-4">
      {options.admin_only_reason ? (
        <Alert tone="info" title="Only an administrator can verify this claim">
          {options.admin_only_reason === 'no_website'
            ? `${options.brand.name} has no website on record, so there is no domain to prove.`
            : `${options.domain} gives mailboxes to the public (its customers, or anyone), so an address or a record there proves nothing about who runs ${options.brand.name}.`}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <p id={`${id}-methods`} className="text-sm font-medium">
          How will you prove {options.brand.name} is yours?
        </p>
        <RadioGroup
          aria-labelledby={`${id}-methods`}
          value={value.method}
          onValueChange={(method) => onChange({ ...value, method: method as BrandClaimMethod })}
          className="gap-1"
        >
          {options.methods.map((method) => (
            <div key={method} className="flex items-start gap-3 rounded-md px-2">
              <RadioGroupItem id={`${id}-method-${method}`} value={method} className="mt-3" />
              <Label
                htmlFor={`${id}-method-${method}`}
                className="flex min-h-11 flex-1 cursor-pointer flex-col justify-center gap-0.5 py-2 font-normal"
              >
                <span className="font-medium">{text[method][0]}</span>
                <span className="text-xs break-words text-muted-foreground">{text[method][1]}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {value.method === 'email_code' ? (
        <div className="flex flex-col gap-2">
          <p id={`${id}-addresses`} className="text-sm font-medium">
            Send the code to
          </p>
          <RadioGroup
            aria-labelledby={`${id}-addresses`}
            aria-describedby={emailError ? `${id}-addresses-error` : undefined}
            value={value.email}
            onValueChange={(email) => onChange({ ...value, email })}
            className="gap-0"
          >
            {options.email_addresses.map((email) => (
              <div key={email} className="flex items-center gap-3 rounded-md px-2">
                <RadioGroupItem id={`${id}-address-${email}`} value={email} />
                <Label
                  htmlFor={`${id}-address-${email}`}
                  className="flex min-h-11 flex-1 cursor-pointer items-center font-normal break-all"
                >
                  {email}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <FieldError id={`${id}-addresses`} message={emailError} />
        </div>
      ) : null}
    </div>
  );
}
