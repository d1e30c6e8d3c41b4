import type { AdminUser, GeneratedLink, LinkType } from '@updately/shared/admin-users-api';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { RevealOnceDialog } from '../../../components/ui/reveal-once-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useGenerateLink } from '../api/user-actions';

const COPY: Record<LinkType, { button: string; label: string; title: string; what: string }> = {
  'sign-in': {
    button: 'Sign-in link',
    label: 'Sign-in link',
    title: 'Generate a sign-in link',
    what: 'signs them in once, for 15 minutes',
  },
  recovery: {
    button: 'Recovery link',
    label: 'Recovery link',
    title: 'Generate a recovery link',
    what: 'lets them set a new password once, for an hour',
  },
};

type UserLinkDialogProps = {
  user: AdminUser;
  type: LinkType;
  /** Runs the request, asking the admin to confirm it's them first when the server wants it. */
  withStepUp: <T>(action: () => Promise<T>) => Promise<T>;
};

/** A link for the admin to pass on to the user, shown once with a copy button. */
export function UserLinkDialog({ user, type, withStepUp }: UserLinkDialogProps) {
  const copy = COPY[type];
  const generate = useGenerateLink();
  return (
    <RevealOnceDialog<GeneratedLink>
      trigger={
        <Button type="button" variant="outline" size="sm">
          {copy.button}
        </Button>
      }
      form={{
        title: copy.title,
        description: `A link for ${user.email} that ${copy.what}. Anyone holding it can use it: pass it on privately.`,
      }}
      revealed={(link) => ({
        title: `${copy.label} for ${user.name}`,
        description: `It works once, until ${formatDateTime(link.expiresAt)}.`,
      })}
      secret={(link) => ({
        label: copy.label,
        value: link.url,
        warning: 'Copy it now: you won’t see it again. If it is lost, generate a new one.',
      })}
      renderForm={({ onCreated, onCancel }) => (
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={generate.isPending}
            onClick={() =>
              void withStepUp(() => generate.mutateAsync({ id: user.id, type })).then(
                onCreated,
                (error: Error) =>
                  toast.error('Could not generate the link', { description: error.message }),
              )
            }
          >
            {generate.isPending ? 'Generating…' : 'Generate link'}
          </Button>
        </DialogFooter>
      )}
    />
  );
}
