import {
  EXTERNAL_NAME_PATTERN,
  EXTERNAL_NAME_RULE,
  type IntegrationDetail,
  type MappableField,
} from '@updately/shared/admin-integrations-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiClientError } from '../../../lib/api-client';
import { useSetFieldMapping } from '../api/integration-builder';

type Names = Record<MappableField, string>;

function problems(names: Names): Partial<Record<MappableField, string>> {
  const found: Partial<Record<MappableField, string>> = {};
  const seen = new Map<string, MappableField>();
  for (const [field, raw] of Object.entries(names) as [MappableField, string][]) {
    const name = raw.trim();
    if (!name) continue;
    if (!EXTERNAL_NAME_PATTERN.test(name)) found[field] = EXTERNAL_NAME_RULE;
    else if (seen.has(name.toLowerCase()))
      found[field] = `Already the name of ${seen.get(name.toLowerCase())}.`;
    else seen.set(name.toLowerCase(), field);
  }
  return found;
}

/**
 * The brand's own name for each field it receives (address, email, phone): the Business API's
 * request detail gives it as each change's `external_name`, and test deliveries use it.
 */
export function IntegrationFieldMapping({ detail }: { detail: IntegrationDetail }) {
  const id = useId();
  const initial = Object.fromEntries(
    detail.mapping.map((m) => [m.field_type, m.external_name ?? '']),
  ) as Names;
  const [names, setNames] = useState<Names>(initial);
  const [errors, setErrors] = useState<Partial<Record<MappableField, string>>>({});
  const save = useSetFieldMapping(detail.brand.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(names);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate(
      {
        fields: detail.mapping.map((m) => ({
          field_type: m.field_type,
          external_name: names[m.field_type].trim() || null,
        })),
      },
      {
        onSuccess: (saved) => {
          const named = saved.mapping.filter((m) => m.external_name).length;
          toast.success('Field names saved', {
            description: `${saved.brand.name}: ${named} of ${saved.mapping.length} fields named.`,
          });
        },
        onError: (err) =>
          toast.error(MESSAGES.updateFailed, {
            description: err instanceof ApiClientError ? err.message : undefined,
          }),
      },
    );
  };

  return (
    <SectionCard
      title="Field mapping"
      description={`What ${detail.brand.name} calls each field it receives. Its integration sees the name as "external_name" beside each change in the Business API’s request detail, and in test deliveries. Leave a field empty to keep our name.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {detail.mapping.map((m) => (
            <Field
              key={m.field_type}
              id={`${id}-${m.field_type}`}
              label={`${m.label} (${m.field_type})`}
              placeholder={m.field_type}
              autoComplete="off"
              spellCheck={false}
              className="min-w-0"
              inputMode="text"
              value={names[m.field_type]}
              error={errors[m.field_type]}
              onChange={(event) => setNames({ ...names, [m.field_type]: event.target.value })}
            />
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{EXTERNAL_NAME_RULE}</p>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save field names'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
