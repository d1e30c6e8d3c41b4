import type { AdminSettings } from '@updately/shared/admin-settings-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { useSaveSettingsSection, type SectionInput } from '../api/settings-platform';
import {
  focusFirstError,
  issueErrors,
  serverFieldErrors,
  type SectionErrors,
} from './settings-form';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/**
 * A settings section's form: checks the input with the shared rules, saves it, and shows the
 * browser's or the server's field errors (focusing the first) or a toast. Field ids are
 * `${id}-${field}`.
 */
export function useSettingsSectionForm<S extends keyof SectionInput>(
  section: S,
  fields: readonly string[],
) {
  const id = useId();
  const [errors, setErrors] = useState<SectionErrors>({});
  const save = useSaveSettingsSection(section);
  const fail = (found: SectionErrors) => {
    setErrors(found);
    focusFirstError(id, fields, found);
  };

  const submit = (parsed: Parsed<SectionInput[S]>, onSaved: (settings: AdminSettings) => void) => {
    if (!parsed.success) return fail(issueErrors(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        const found = serverFieldErrors(error, fields);
        if (found) fail(found);
        else toast.error(MESSAGES.updateFailed, { description: error.message });
      },
    });
  };

  return { id, errors, saving: save.isPending, submit };
}
