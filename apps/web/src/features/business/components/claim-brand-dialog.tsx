import type { BrandSummary } from '@updately/shared/brands-api';
import type { BrandClaim } from '@updately/shared/business-api';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateBrandClaim } from '../api/create-brand-claim';
import { useBrandClaimOptions } from '../api/get-brand-claim-options';
import { useBrandsToClaim } from '../api/search-brands-to-claim';
import { BrandChoice } from './brand-choice';
import { ClaimMethodChoice, type ClaimChoice } from './claim-method-choice';

type ClaimBrandDialogProps = {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
};

export function ClaimBrandDialog({ orgId, open, onOpenChange, trigger }: ClaimBrandDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Claim a brand"
      description="Find your brand in the directory, then prove it is yours: a DNS record at its domain, a code to one of its addresses, or an administrator’s review."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    >
      <ClaimBrandForm orgId={orgId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const SUBMIT_LABEL = {
  dns: 'Get the DNS record',
  email_code: 'Send the code',
  admin: 'Ask for review',
};

/** The claim waits for its proof: the toast says what comes next, never "claimed". */
export function claimStartedTitle(claim: BrandClaim): string {
  if (claim.method === 'dns') return `DNS record ready for ${claim.brand.name} — publish it below`;
  if (claim.method === 'email_code') return 'Code sent — enter it below';
  return `Review asked for ${claim.brand.name}`;
}

function claimedText(claim: BrandClaim): string {
  if (claim.method === 'dns')
    return 'Publish the TXT record shown under Your brands, then check it.';
  if (claim.method === 'email_code') {
    return `We emailed a code to ${claim.verification_email}. Enter it under Your brands.`;
  }
  return 'An administrator will review the claim.';
}

function ClaimBrandForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState<BrandSummary | null>(null);
  const [choice, setChoice] = useState<ClaimChoice>({ method: '', email: '' });
  const [errors, setErrors] = useState<{ brand?: string; method?: string; email?: string }>({});
  const q = useDebouncedValue(query.trim());
  const search = useBrandsToClaim(q);
  const options = useBrandClaimOptions(orgId, brand?.id ?? null);
  const create = useCreateBrandClaim(orgId);
  // The only path offered is the one chosen; otherwise the person chooses.
  const offered = options.data?.methods ?? [];
  const method = offered.length === 1 ? offered[0]! : choice.method;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!brand) {
      setErrors({ brand: 'Choose your brand from the results.' });
      document.getElementById(`${id}-search`)?.focus();
      return;
    }
    if (!method) {
      setErrors({ method: 'Choose how you will prove the brand is yours.' });
      return;
    }
    if (method === 'email_code' && !choice.email) {
      setErrors({ email: 'Choose the address for the code.' });
      return;
    }
    setErrors({});
    const input = {
      brand_id: brand.id,
      method,
      ...(method === 'email_code' ? { email: choice.email } : {}),
    };
    create.mutate(input, {
      onSuccess: (claim) => {
        toast.success(claimStartedTitle(claim), { description: claimedText(claim) });
        onDone();
      },
      onError: (failure) => {
        const [, field, message] = /^(email|method): (.*)$/.exec(failure.message) ?? [];
        if (field === 'email') setErrors({ email: message });
        else if (field === 'method') setErrors({ method: message });
        else toast.error('Could not claim the brand', { description: failure.message });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={`${id}-search`}
        label="Search the directory"
        type="search"
        autoComplete="off"
        placeholder="e.g. Teachers Mutual Bank"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={errors.brand}
      />
      <BrandChoice
        id={id}
        q={q}
        search={search}
        value={brand}
        onChange={(next) => {
          setBrand(next);
          setChoice({ method: '', email: '' });
          setErrors({});
        }}
      />
      {brand === null ? null : options.isPending ? (
        <LoadingSkeletons label="Loading the ways to claim it" rows={2} />
      ) : options.isError ? (
        <LoadError
          title="The ways to claim this brand could not be loaded"
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : options.data.claimed ? (
        <p role="status" className="text-sm text-muted-foreground">
          {brand.name} is already verified by a business. If that is wrong, ask us to review it.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <ClaimMethodChoice
            id={id}
            options={options.data}
            value={{ ...choice, method }}
            onChange={(next) => {
              setChoice(next);
              setErrors({});
            }}
            emailError={errors.email}
          />
          {errors.method ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.method}
            </p>
          ) : null}
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || options.data?.claimed === true}>
          {create.isPending ? 'Claiming…' : method ? SUBMIT_LABEL[method] : 'Claim the brand'}
        </Button>
      </DialogFooter>
    </form>
  );
}
