import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';

import { Progress } from '../../../components/ui/progress';
import { useApiKeys } from '../api/list-api-keys';
import { useBrandClaims } from '../api/list-brand-claims';
import type { Organization } from '../api/list-organizations';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints';
import { businessPaths } from '../business-paths';
import { setupSteps } from '../utils/setup-steps';

/**
 * The portal home's ordered setup (claim → key → webhook → test) with its progress, for those
 * who may do it (owners and admins); gone once every step is done.
 */
export function SetupChecklist({ org }: { org: Organization }) {
  const manages = org.role !== 'member';
  const claims = useBrandClaims(org.id);
  const keys = useApiKeys(org.id, { enabled: manages });
  const webhooks = useWebhookEndpoints(org.id, { enabled: manages });
  if (!manages || !claims.data || !keys.data || !webhooks.data) return null;

  const steps = setupSteps({ claims: claims.data, keys: keys.data, webhooks: webhooks.data });
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const progress = `${done} of ${steps.length} done`;

  return (
    <section aria-labelledby="business-setup" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2 id="business-setup" className="text-xl font-semibold">
          Set up your integration
        </h2>
        <p className="text-sm text-muted-foreground">{progress}</p>
        <Progress
          value={done}
          max={steps.length}
          aria-labelledby="business-setup"
          getValueLabel={() => progress}
        />
      </div>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className="flex items-start gap-3 rounded-lg border border-border bg-card p-4"
          >
            {step.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">
                {`${index + 1}. ${step.title} `}
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {step.done ? '(done)' : '(to do)'}
                </span>
              </span>
              <span className="text-sm text-muted-foreground">{step.text}</span>
              {step.done ? null : (
                <Link
                  to={businessPaths.integration.getHref()}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {`${step.title} on the Integration page`}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
