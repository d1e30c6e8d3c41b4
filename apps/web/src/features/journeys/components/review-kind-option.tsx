import {
  DEATH_INSTRUCTION_LABELS,
  DEATH_INSTRUCTIONS,
  type DeathInstruction,
} from '@updately/shared/request-kind-payloads';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { UPDATE_STATUS_LABELS } from '@updately/shared/update-status';
import { Link } from 'react-router';

import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { paths } from '../../../lib/paths';
import { ReviewKindDocuments } from './review-kind-documents';
import {
  kindChannelText,
  kindValues,
  type KindChoice,
  type ReviewCompanyKind,
} from '../utils/review-selection';

const INSTRUCTION_OPTIONS = labelledOptions(DEATH_INSTRUCTIONS, DEATH_INSTRUCTION_LABELS);

type ReviewKindOptionProps = {
  journeyId: string;
  companyName: string;
  /** Unique per company and kind, for the controls' ids. */
  id: string;
  kind: ReviewCompanyKind;
  /** Undefined when the kind cannot be sent now (missing details, or already under way). */
  choice: KindChoice | undefined;
  onChange: (change: Partial<KindChoice>) => void;
};

/**
 * One kind a company can be sent: its switch, the values that would go and how, or why it cannot
 * go yet; a death notification also asks what the company should do with the account.
 */
export function ReviewKindOption({
  journeyId,
  companyName,
  id,
  kind,
  choice,
  onChange,
}: ReviewKindOptionProps) {
  const label = REQUEST_KIND_LABELS[kind.kind];
  if (!choice) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{label}</p>
        {kind.open_request ? (
          <p className="text-muted-foreground">
            Already under way: {UPDATE_STATUS_LABELS[kind.open_request.status].toLowerCase()}.
          </p>
        ) : (
          <p className="text-muted-foreground">
            {kind.missing}{' '}
            <Link
              to={paths.app.journey.getHref(journeyId)}
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              Fill in the journey’s details
              <span className="sr-only"> for {label.toLowerCase()}</span>
            </Link>
          </p>
        )}
      </div>
    );
  }
  const values = kindValues(kind);
  const transfer = choice.instruction === 'transfer_account';
  const transferMissing = transfer && !choice.transferTo.trim();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          checked={choice.on}
          onCheckedChange={(checked) => onChange({ on: checked === true })}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="leading-snug font-normal break-words">
          <span className="font-medium">{label}</span>{' '}
          <span className="text-muted-foreground">{kindChannelText(kind)}</span>
        </Label>
      </div>
      {choice.on ? (
        <div className="flex flex-col gap-2 pl-6">
          <ReviewKindDocuments journeyId={journeyId} companyName={companyName} kind={kind} />
          {values.length > 0 ? (
            <ul className="flex flex-col gap-0.5">
              {values
                .filter((v) => v.field !== 'instruction')
                .map((v) => (
                  <li key={v.field} className="break-words">
                    {v.label}: <span className="font-medium">{v.value ?? 'none recorded'}</span>
                  </li>
                ))}
            </ul>
          ) : null}
          {kind.kind === 'notification_of_death' ? (
            <div className="flex max-w-sm flex-col gap-1.5">
              <Label htmlFor={`${id}-instruction`}>What {companyName} should do</Label>
              <OptionSelect<DeathInstruction>
                id={`${id}-instruction`}
                value={choice.instruction ?? ''}
                onChange={(instruction) => onChange({ instruction })}
                options={INSTRUCTION_OPTIONS}
                placeholder="Choose an instruction"
              />
              {transfer ? (
                <>
                  <Label htmlFor={`${id}-transfer`}>Transfer to (name)</Label>
                  <Input
                    id={`${id}-transfer`}
                    value={choice.transferTo}
                    maxLength={120}
                    autoComplete="off"
                    aria-invalid={transferMissing || undefined}
                    aria-describedby={transferMissing ? `${id}-transfer-error` : undefined}
                    onChange={(event) => onChange({ transferTo: event.target.value })}
                  />
                  {transferMissing ? (
                    <p id={`${id}-transfer-error`} className="text-destructive">
                      Enter the name of the person the account goes to.
                    </p>
                  ) : null}
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
