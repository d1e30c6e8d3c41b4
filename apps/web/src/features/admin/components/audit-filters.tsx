import { AUDIT_RESOURCE_TYPES, type AuditResourceType } from '@updately/shared/activity-api';
import { AUDIT_RESOURCE_TYPE_LABELS } from '@updately/shared/admin-audit-logs-api';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { useAuditActions } from '../api/audit-actions';
import { DateRangeFields, type DayRange } from './journey-date-range';

const RESOURCE_OPTIONS = labelledOptions(AUDIT_RESOURCE_TYPES, AUDIT_RESOURCE_TYPE_LABELS);

/** The filters as the page's URL holds them (days as the date inputs hold them). */
export type AuditFilterValues = {
  user: string;
  action?: string;
  resourceType?: AuditResourceType;
  resourceId: string;
  days: DayRange;
};

type AuditFiltersProps = {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
  dateError?: string;
};

/** User (applied on submit), action, resource type and dates; a resource from a link shows as a chip. */
export function AuditFilters({ value, onChange, dateError }: AuditFiltersProps) {
  const id = useId();
  const actions = useAuditActions();
  const [user, setUser] = useState(value.user);
  const [seenUser, setSeenUser] = useState(value.user);
  // The URL can change the user from elsewhere (a link, Back): the field follows.
  if (seenUser !== value.user) {
    setSeenUser(value.user);
    setUser(value.user);
  }
  const actionOptions = (actions.data ?? []).map((action) => ({ value: action, label: action }));
  if (value.action && !actions.data?.includes(value.action)) {
    actionOptions.unshift({ value: value.action, label: value.action });
  }
  const submitUser = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, user: user.trim() });
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submitUser} className="flex flex-wrap items-end gap-2" role="search">
        <Field
          id={`${id}-user`}
          label="User (email or id)"
          type="search"
          autoComplete="off"
          className="w-full sm:w-80"
          value={user}
          onChange={(event) => setUser(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
      <div className="flex flex-wrap items-start gap-4">
        <Field
          id={`${id}-action`}
          label="Action"
          className="w-full sm:w-64"
          description={actions.isError ? 'The list of actions could not be loaded.' : undefined}
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All actions"
              value={value.action}
              options={actionOptions}
              disabled={actions.isPending}
              onChange={(action) => onChange({ ...value, action })}
            />
          )}
        />
        <Field
          id={`${id}-resource`}
          label="Resource type"
          className="w-full sm:w-48"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All resources"
              value={value.resourceType}
              options={RESOURCE_OPTIONS}
              onChange={(type) =>
                onChange({ ...value, resourceType: type as AuditResourceType | undefined })
              }
            />
          )}
        />
        <DateRangeFields
          idPrefix={id}
          value={value.days}
          onChange={(days) => onChange({ ...value, days })}
          error={dateError}
        />
      </div>
      {value.resourceId ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Resource <code className="font-mono text-xs break-all">{value.resourceId}</code>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...value, resourceId: '' })}
          >
            <X aria-hidden="true" />
            Clear resource
          </Button>
        </div>
      ) : null}
    </div>
  );
}
