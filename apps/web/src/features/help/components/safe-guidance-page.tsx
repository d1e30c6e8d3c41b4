import { SAFE_GUIDANCE_PATH } from '@updately/shared/safe-mode';

import { LeaveQuicklyButton } from '../../../components/leave-quickly-button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { Island } from '../../../islands/island';
import { usePageMeta } from '../../../lib/page-meta';
import {
  SAFE_GUIDANCE_HELP,
  SAFE_GUIDANCE_LEAD,
  SAFE_GUIDANCE_QUESTIONS,
  SAFE_GUIDANCE_STEPS,
  type GuidanceItem,
} from '../content/safe-guidance';

/** The safe-mode guidance page (public, prerendered): "Leave quickly" is always on it. */
export function SafeGuidancePage() {
  usePageMeta(SAFE_GUIDANCE_PATH);
  return (
    <>
      <Island name="leave-quickly" component={LeaveQuicklyButton} props={{}} />
      <Container className="flex max-w-3xl flex-col gap-10 py-12 sm:py-16">
        <PageHeader title="Moving safely" description={SAFE_GUIDANCE_LEAD} />
        <GuidanceSection id="safe-help" title="Help, any time" items={SAFE_GUIDANCE_HELP} />
        <GuidanceSection
          id="safe-steps"
          title="Steps that keep your address private"
          items={SAFE_GUIDANCE_STEPS}
        />
        <section aria-labelledby="safe-questions" className="flex flex-col gap-4">
          <h2 id="safe-questions" className="text-2xl font-bold tracking-tight">
            What to ask each company
          </h2>
          <p className="text-muted-foreground">
            Especially a company the other person shares, or can see the account of: a joint
            account, a family plan, a shared login or a household bill.
          </p>
          <ol className="flex list-decimal flex-col gap-2 pl-6">
            {SAFE_GUIDANCE_QUESTIONS.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </section>
      </Container>
    </>
  );
}

function GuidanceSection({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: GuidanceItem[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-1">
            <h3 className="font-semibold">{item.title}</h3>
            <p>{item.text}</p>
            {item.source ? (
              <a
                href={item.source.href}
                rel="noopener noreferrer"
                className="w-fit text-primary underline underline-offset-4"
              >
                {item.source.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
