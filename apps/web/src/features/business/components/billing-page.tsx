import type { Usage } from '@updately/shared/business-api';
import { Download, Receipt } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { OptionSelect } from '../../../components/ui/option-select';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { countOf } from '../../../lib/count-of';
import { cn } from '../../../lib/utils';
import { usageCsvHref, useUsage } from '../api/get-usage';
import type { Organization } from '../api/list-organizations';
import { formatMoney } from '../utils/format-business';
import { monthLabel, monthOf, recentMonths } from '../utils/months';
import { BusinessPage } from './business-page';
import { OrganizationGate } from './organization-gate';
import { UsageChart } from './usage-chart';

/** `/business/billing`: fields confirmed `applied` in a month, by day, with the ledger as CSV. */
export function BusinessBillingPage() {
  return (
    <BusinessPage
      heading="Billing"
      lead="You pay only for each field you confirm as applied, once per request and field, however often it is retried."
    >
      <OrganizationGate>{(org) => <Billing org={org} />}</OrganizationGate>
    </BusinessPage>
  );
}

function Billing({ org }: { org: Organization }) {
  const id = useId();
  const [now] = useState(() => new Date());
  const months = recentMonths(now);
  const [month, setMonth] = useState(() => monthOf(now));
  const usage = useUsage(org.id, month);
  const current = month === monthOf(now);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Field
          id={`${id}-month`}
          label="Month"
          className="w-full sm:w-64"
          render={(control) => (
            <OptionSelect
              id={control.id}
              value={month}
              onChange={setMonth}
              options={months.map((value) => ({ value, label: monthLabel(value) }))}
            />
          )}
        />
        <Button asChild variant="outline">
          <a href={usageCsvHref(org.id, month)} download={`usage-${month}.csv`}>
            <Download aria-hidden="true" />
            Download CSV<span className="sr-only"> for {monthLabel(month)}</span>
          </a>
        </Button>
      </div>

      {usage.isPending ? (
        <LoadingSkeletons label="Loading usage" rows={3} />
      ) : usage.isError ? (
        <LoadError
          title="The usage could not be loaded"
          error={usage.error}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <div
          className={cn('flex flex-col gap-6', usage.isPlaceholderData && 'opacity-60')}
          aria-busy={usage.isPlaceholderData || undefined}
        >
          <UsageFigures usage={usage.data} current={current} />
          <SectionCard
            title={`Fields confirmed each day, ${monthLabel(usage.data.month)}`}
            description="Days in UTC, as invoices count them."
          >
            {usage.data.fields === 0 ? (
              <EmptyState
                icon={Receipt}
                headingLevel="h3"
                title={
                  current
                    ? 'Nothing billed this month yet'
                    : `Nothing billed in ${monthLabel(month)}`
                }
                description="Each field you confirm as applied shows here the day you confirm it."
              />
            ) : (
              <UsageChart usage={usage.data} today={now} />
            )}
          </SectionCard>
        </div>
      )}
    </div>
  );
}

function UsageFigures({ usage, current }: { usage: Usage; current: boolean }) {
  const figures = [
    {
      label: current ? 'Month to date' : 'Month total',
      value: formatMoney(usage.amount, usage.currency),
    },
    { label: 'Fields confirmed as applied', value: String(usage.fields) },
    {
      label: 'Price per field',
      value: `${formatMoney(usage.unit_price, usage.currency)} ${usage.currency}`,
    },
  ];
  return (
    <section aria-labelledby="usage-figures" className="flex flex-col gap-3">
      <h2 id="usage-figures" className="text-xl font-semibold">
        {monthLabel(usage.month)}
        <span className="sr-only">: {countOf(usage.fields, 'field', 'fields')} billed</span>
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <div
            key={label}
            className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-card p-5 shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
