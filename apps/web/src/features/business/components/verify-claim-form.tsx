import type { BrandClaim } from '@updately/shared/business-api';
import { verifyBrandClaimSchema } from '@updately/shared/business-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useCreateBrandClaim } from '../api/create-brand-claim';
import { useVerifyBrandClaim } from '../api/verify-brand-claim';

/** The 10-character code from the email, and a way to ask for a new one. */
export function VerifyClaimForm({ orgId, claim }: { orgId: string; claim: BrandClaim }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyBrandClaim(orgId);
  const resend = useCreateBrandClaim(orgId);
  const brand = claim.brand.name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = verifyBrandClaimSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setError(undefined);
    // A verified claim has no form: the promise settles even once this form is gone.
    verify.mutateAsync({ claimId: claim.id, code: parsed.data.code }).then(
      () =>
        toast.success(`${brand} verified`, {
          description: 'Its customers’ requests now come to you.',
        }),
      (failure: Error) => {
        setError(failure.message);
        document.getElementById(`${id}-code`)?.focus();
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(
      { brand_id: claim.brand.id, method: 'email_code', email: claim.verification_email ?? '' },
      {
        onSuccess: () =>
          toast.success('New code sent', { description: `Check ${claim.verification_email}.` }),
        onError: (failure) =>
          toast.error('Could not send a new code', { description: failure.message }),
      },
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        id={`${id}-code`}
        label={`Code for ${brand}`}
        className="sm:w-56"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="XXXXX-XXXXX"
        maxLength={13}
        aria-required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </Button>
        <Button type="button" variant="outline" disabled={resend.isPending} onClick={sendAgain}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}
