import { OptionSelect } from '../../../components/ui/option-select';
import { useBusinessOrganization } from './organization-context';

/** Which organisation the portal shows: a choice when the user belongs to several. */
export function OrganizationSwitcher() {
  const { organizations, current, select } = useBusinessOrganization();
  const list = organizations.data ?? [];
  if (!current) return null;
  if (list.length < 2) {
    return (
      <p className="hidden min-w-0 truncate text-sm font-medium text-muted-foreground sm:block">
        {current.name}
      </p>
    );
  }
  return (
    <OptionSelect
      aria-label="Organisation"
      value={current.id}
      onChange={select}
      options={list.map((org) => ({ value: org.id, label: org.name }))}
      className="w-36 sm:w-56"
    />
  );
}
