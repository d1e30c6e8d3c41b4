import { Building2, CreditCard, Inbox, Plug, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useBusinessSummary } from '../api/get-business-summary';
import type { Organization } from '../api/list-organizations';
import { businessPaths } from '../business-paths';
import { BusinessPage } from './business-page';
import { CreateOrganizationForm } from './create-organization-form';
import { useBusinessOrganization } from './organization-context';
import { SetupChecklist } from './setup-checklist';
import { SummaryFigures } from './summary-figures';

/** `/business`: the figures of the chosen organisation, or the way to create the first one. */
export function BusinessHomePage() {
  const { organizations, current } = useBusinessOrganization();
  return (
    <BusinessPage
      heading="Business portal"
      lead={
        current
          ? `How ${current.name} is answering its customers’ updates.`
          : 'Receive your customers’ changes of address, email and phone, confirm them, and pay only for the fields you apply.'
      }
    >
      {organizations.isPending ? (
        <LoadingSkeletons label="Loading your organisations" rows={4} />
      ) : organizations.isError ? (
        <LoadError
          title="Your organisations could not be loaded"
          error={organizations.error}
          onRetry={() => void organizations.refetch()}
        />
      ) : current ? (
        <BusinessHome org={current} />
      ) : (
        <FirstOrganization />
      )}
    </BusinessPage>
  );
}

function FirstOrganization() {
  return (
    <SectionCard
      title="Set up your organisation"
      description="You will be its owner: you can then claim your brands, invite your team and connect your systems."
    >
      <CreateOrganizationForm />
    </SectionCard>
  );
}

const NEXT_STEPS = [
  {
    href: businessPaths.requests.getHref(),
    icon: Inbox,
    title: 'Requests',
    text: 'See what customers sent and confirm each change.',
  },
  {
    href: businessPaths.integration.getHref(),
    icon: Plug,
    title: 'Integration',
    text: 'Claim your brands, create API keys and webhooks.',
  },
  {
    href: businessPaths.team.getHref(),
    icon: Users,
    title: 'Team',
    text: 'Invite colleagues and choose their roles.',
  },
  {
    href: businessPaths.billing.getHref(),
    icon: CreditCard,
    title: 'Billing',
    text: 'Fields confirmed this month, by day, with a CSV.',
  },
];

function BusinessHome({ org }: { org: Organization }) {
  const summary = useBusinessSummary(org.id);
  return (
    <>
      <SetupChecklist org={org} />
      <section aria-labelledby="business-figures" className="flex flex-col gap-4">
        <h2 id="business-figures" className="text-xl font-semibold">
          At a glance
        </h2>
        {summary.isPending ? (
          <LoadingSkeletons label="Loading the figures" rows={1} rowClassName="h-28 w-full" />
        ) : summary.isError ? (
          <LoadError
            title="The figures could not be loaded"
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <SummaryFigures summary={summary.data} />
        )}
      </section>

      <section aria-labelledby="business-next" className="flex flex-col gap-4">
        <h2 id="business-next" className="text-xl font-semibold">
          Where to next
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {NEXT_STEPS.map(({ href, icon: Icon, title, text }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full items-start gap-3 rounded-lg border border-border bg-card p-5 shadow-sm hover:bg-muted"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-primary">{title}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AnotherOrganization />
    </>
  );
}

function AnotherOrganization() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <Building2 aria-hidden="true" className="size-4" />
      <span>Working for another company too?</span>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New organisation"
        description="You will be its owner; the portal switches to it."
        trigger={
          <Button type="button" variant="outline" size="sm">
            New organisation
          </Button>
        }
      >
        <CreateOrganizationForm onCreated={() => setOpen(false)} />
      </FormDialog>
    </div>
  );
}
