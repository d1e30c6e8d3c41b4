import type { BrandClaim } from '@updately/shared/business-api';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { useCheckBrandClaimDns } from '../api/check-brand-claim-dns';

type DnsRecord = NonNullable<BrandClaim['dns_record']>;

/** The TXT record to publish, to copy into a DNS provider's form, and the check once it is. */
export function DnsClaimRecord({
  orgId,
  claim,
  record,
}: {
  orgId: string;
  claim: BrandClaim;
  record: DnsRecord;
}) {
  const check = useCheckBrandClaimDns(orgId);
  const brand = claim.brand.name;
  const onCheck = () =>
    check.mutateAsync(claim.id).then(
      () =>
        toast.success(`${brand} verified`, {
          description: 'Its customers’ requests now come to you.',
        }),
      (failure: Error) => toast.error('Not verified yet', { description: failure.message }),
    );
  const rows = [
    { label: 'Type', value: 'TXT', copy: false },
    { label: 'Name', value: record.name, copy: true },
    { label: 'Value', value: record.value, copy: true },
  ];
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border p-3">
      <dl
        className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm"
        aria-label={`DNS record for ${brand}`}
      >
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <code className="min-w-0 font-mono text-xs break-all">{row.value}</code>
              {row.copy ? (
                <CopyButton value={row.value} what={`record ${row.label.toLowerCase()}`} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" disabled={check.isPending} onClick={() => void onCheck()}>
          {check.isPending ? 'Checking…' : 'Check DNS'}
        </Button>
        <p className="text-sm text-muted-foreground">
          Records can take a few minutes to appear after you save them.
        </p>
      </div>
    </div>
  );
}
