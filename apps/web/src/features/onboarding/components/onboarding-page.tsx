import { BRAND_CATEGORY_LABELS, type BrandCategory } from '@updately/shared/brands';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Progress } from '../../../components/ui/progress';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteGeneralOnboarding } from '../api/complete-general-onboarding';
import {
  countInCategory,
  keepCategories,
  orderCategories,
  toggleBrand,
  type BrandSelection,
} from '../utils/brand-selection';
import { BrandChecklist } from './brand-checklist';
import { CategoryPicker } from './category-picker';
import { stepLabel } from '../utils/step-label';
import { StepHeading } from './step-heading';

/**
 * General onboarding: pick the categories you deal with, then the brands you use in each; the
 * brands become footprints and you land on Digital Footprints.
 */
export function OnboardingPage() {
  usePageTitle('Set up your footprints');
  const navigate = useNavigate();
  const complete = useCompleteGeneralOnboarding();
  const [step, setStep] = useState(0);
  const [moved, setMoved] = useState(false);
  const [categories, setCategories] = useState<ReadonlySet<BrandCategory>>(new Set());
  const [selection, setSelection] = useState<BrandSelection>(new Map());

  const ordered = orderCategories(categories);
  const totalSteps = 1 + ordered.length;
  const category = step > 0 ? ordered[step - 1] : undefined;
  const isLast = step === totalSteps - 1 && step > 0;

  const go = (next: number) => {
    if (next === 1) setSelection((current) => keepCategories(current, ordered));
    setStep(next);
    setMoved(true);
  };

  const toggleCategory = (value: BrandCategory, on: boolean) =>
    setCategories((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });

  const finish = () =>
    complete.mutate([...selection.keys()], {
      onSuccess: (result) => {
        const count = result.addedFootprintIds.length;
        toast.success('Onboarding complete', {
          description:
            count === 1
              ? '1 company added to your Digital Footprints.'
              : `${count} companies added to your Digital Footprints.`,
        });
        navigate(paths.app.footprints.getHref());
      },
      onError: (error) =>
        toast.error('Could not finish onboarding', { description: error.message }),
    });

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Set up your digital footprints"
        description="Tell us which companies hold your details. When life changes, your journeys will know whom to update."
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{stepLabel(step, ordered)}</p>
        <Progress
          value={step + 1}
          max={totalSteps}
          aria-label="Onboarding progress"
          getValueLabel={(value, max) => `${Math.round((value / max) * 100)}% done`}
        />
      </div>

      {category === undefined ? (
        <section aria-labelledby="onboarding-step-heading" className="flex flex-col gap-4">
          <StepHeading id="onboarding-step-heading" focusOnMount={moved}>
            Which of these do you deal with?
          </StepHeading>
          <p className="text-muted-foreground">
            Tick every kind of company you have an account with. Next, you&apos;ll pick the
            companies themselves.
          </p>
          <CategoryPicker
            selected={categories}
            onToggle={toggleCategory}
            labelledBy="onboarding-step-heading"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button asChild variant="ghost">
              <Link to={paths.app.footprints.getHref()}>Skip for now</Link>
            </Button>
            <Button disabled={ordered.length === 0} onClick={() => go(1)}>
              Next
            </Button>
          </div>
        </section>
      ) : (
        <section
          key={category}
          aria-labelledby="onboarding-step-heading"
          className="flex flex-col gap-4"
        >
          <StepHeading id="onboarding-step-heading" focusOnMount={moved}>
            {BRAND_CATEGORY_LABELS[category]}
          </StepHeading>
          <p className="text-muted-foreground">
            Tick the ones you use. {countInCategory(selection, category)} selected here,{' '}
            {selection.size} in all.
          </p>
          <BrandChecklist
            category={category}
            selection={selection}
            onToggle={(id, brand, on) =>
              setSelection((current) => toggleBrand(current, id, brand, on))
            }
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => go(step - 1)} disabled={complete.isPending}>
              Back
            </Button>
            {isLast ? (
              <Button onClick={finish} disabled={complete.isPending}>
                {complete.isPending
                  ? 'Saving…'
                  : `Finish and add ${selection.size} ${selection.size === 1 ? 'company' : 'companies'}`}
              </Button>
            ) : (
              <Button onClick={() => go(step + 1)}>Next</Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
