import type { BrandSummary } from '@updately/shared/brands-api';
import { createBrandClaimSchema } from '@updately/shared/business-api';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateBrandClaim } from '../api/create-brand-claim';
import { useBrandsToClaim } from '../api/search-brands-to-claim';
import { websiteDomain } from '../utils/format-business';
import { BrandChoice } from './brand-choice';

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
      description="Find your brand in the directory, then give an address at its website’s domain: we email a 6-digit code there."
      className="sm:max-w-xl"
    >
      <ClaimBrandForm orgId={orgId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ClaimBrandForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState<BrandSummary | null>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ brand?: string; email?: string }>({});
  const q = useDebouncedValue(query.trim());
  const search = useBrandsToClaim(q);
  const create = useCreateBrandClaim(orgId);
  const domain = websiteDomain(brand?.website ?? null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!brand) {
      setErrors({ brand: 'Choose your brand from the results.' });
      document.getElementById(`${id}-search`)?.focus();
      return;
    }
    const typed = email.trim();
    const parsed = createBrandClaimSchema.safeParse({
      brand_id: brand.id,
      ...(typed ? { email: typed } : {}),
    });
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message });
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (claim) => {
        toast.success(`${claim.brand.name} claimed`, {
          description: claim.verification_email
            ? `We emailed a code to ${claim.verification_email}. Enter it under Your brands.`
            : 'An administrator will review the claim.',
        });
        onDone();
      },
      onError: (failure) => {
        const message = failure.message.replace(/^email: /, '');
        if (/^email: /.test(failure.message)) {
          setErrors({ email: message });
          document.getElementById(`${id}-email`)?.focus();
        } else {
          toast.error('Could not claim the brand', { description: message });
        }
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
          setErrors({});
        }}
      />
      <Field
        id={`${id}-email`}
        label="Address for the code (optional)"
        type="email"
        autoComplete="email"
        placeholder={domain ? `e.g. privacy@${domain}` : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        description={
          domain
            ? `An address at ${domain}. Leave it empty for an administrator to review the claim instead.`
            : 'Leave it empty for an administrator to review the claim.'
        }
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Claiming…' : email.trim() ? 'Send the code' : 'Claim the brand'}
        </Button>
      </DialogFooter>
    </form>
  );
}
