import type { ApprovalRequested } from '@updately/shared/admin-approvals-api';
import type { AdminUser } from '@updately/shared/admin-users-api';
import { MESSAGES } from '@updately/shared/messages';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { countOf } from '../../../lib/count-of';
import { useMe } from '../../../lib/session';
import {
  isWaiting,
  useDeleteUser,
  useResetMfa,
  useRevokeSessions,
  useSetAdmin,
  useUnbanUser,
} from '../api/user-actions';
import { AdminActionConfirm, toastWaiting } from './admin-action-confirm';
import { UserBanDialog } from './user-ban-dialog';
import { UserLinkDialog } from './user-link-dialog';

/**
 * The admin's actions. Each destructive one asks first (ConfirmDialog, or the ban form), then
 * the server may ask the admin to confirm it's them (StepUpDialog) before it acts. On another
 * admin, MFA reset, links and revoking the role wait for a second admin; so does any grant.
 */
export function UserActions({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { withStepUp, stepUpDialog } = useStepUp();
  const meId = useMe().data?.user?.id;
  const otherAdmin = user.isAdmin && user.id !== meId;
  const setAdmin = useSetAdmin();
  const unban = useUnbanUser();
  const revokeSessions = useRevokeSessions();
  const resetMfa = useResetMfa();
  const remove = useDeleteUser();

  const act = <T,>(run: () => Promise<T>, done: (result: T) => void) =>
    void withStepUp(run).then(done, (error: Error) =>
      toast.error(MESSAGES.updateFailed, { description: error.message }),
    );
  const unlessWaiting =
    <T extends object>(done: (result: T) => void) =>
    (result: T | ApprovalRequested) =>
      isWaiting(result) ? toastWaiting(result) : done(result as T);

  return (
    <section aria-label="Actions" className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {user.isAdmin ? (
          <AdminActionConfirm
            needsApproval={otherAdmin}
            trigger={
              <Button type="button" variant="outline" size="sm">
                Revoke admin
              </Button>
            }
            title={`Revoke ${user.name}’s admin role?`}
            description="They lose the admin area at once. You can grant it again later."
            confirmLabel="Revoke admin"
            onConfirm={(reason) =>
              act(
                () => setAdmin.mutateAsync({ id: user.id, isAdmin: false, reason }),
                unlessWaiting(() =>
                  toast.success('Admin role revoked', { description: user.email }),
                ),
              )
            }
          />
        ) : (
          <AdminActionConfirm
            needsApproval
            trigger={
              <Button type="button" variant="outline" size="sm">
                Grant admin
              </Button>
            }
            title={`Make ${user.name} an admin?`}
            description="They can see and change every user, journey and setting. They need two-factor authentication to use the admin area."
            confirmLabel="Grant admin"
            tone="primary"
            onConfirm={(reason) =>
              act(
                () => setAdmin.mutateAsync({ id: user.id, isAdmin: true, reason }),
                unlessWaiting(() =>
                  toast.success('Admin role granted', { description: user.email }),
                ),
              )
            }
          />
        )}
        {user.banned ? (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm">
                Unban user
              </Button>
            }
            title={`Lift ${user.name}’s ban?`}
            description="They can sign in again straight away."
            confirmLabel="Unban user"
            tone="primary"
            onConfirm={() =>
              act(
                () => unban.mutateAsync(user.id),
                () => toast.success('User unbanned', { description: `${user.email} can sign in.` }),
              )
            }
          />
        ) : (
          <UserBanDialog user={user} withStepUp={withStepUp} />
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm">
              Sign out everywhere
            </Button>
          }
          title={`Sign ${user.name} out everywhere?`}
          description="Every session ends now and their open tabs sign out. They can sign in again."
          confirmLabel="Sign out everywhere"
          onConfirm={() =>
            act(
              () => revokeSessions.mutateAsync(user.id),
              ({ revoked }) =>
                toast.success('Signed out everywhere', {
                  description: `${countOf(revoked, 'session', 'sessions')} ended.`,
                }),
            )
          }
        />
        <AdminActionConfirm
          needsApproval={otherAdmin}
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={!user.twoFactorEnabled}>
              Reset MFA
            </Button>
          }
          title={`Reset ${user.name}’s two-factor authentication?`}
          description="Their authenticator and backup codes stop working; their password alone signs them in until they set it up again."
          confirmLabel="Reset MFA"
          onConfirm={(reason) =>
            act(
              () => resetMfa.mutateAsync({ id: user.id, reason }),
              unlessWaiting(() =>
                toast.success('Two-factor authentication reset', { description: user.email }),
              ),
            )
          }
        />
        <UserLinkDialog
          user={user}
          type="sign-in"
          needsApproval={otherAdmin}
          withStepUp={withStepUp}
        />
        <UserLinkDialog
          user={user}
          type="recovery"
          needsApproval={otherAdmin}
          withStepUp={withStepUp}
        />
        {otherAdmin ? null : (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="destructive" size="sm">
                Delete user
              </Button>
            }
            title={`Delete ${user.name}?`}
            description={`${user.email} and everything they own go for good, and their open tabs sign out. The audit log keeps what happened, without them.`}
            confirmLabel="Delete user"
            onConfirm={() =>
              act(
                () => remove.mutateAsync(user.id),
                () => {
                  toast.success('User deleted', { description: user.email });
                  onDeleted();
                },
              )
            }
          />
        )}
      </div>
      {otherAdmin ? (
        <p className="text-sm text-muted-foreground">
          {user.name} is an admin: resetting their MFA, a sign-in or recovery link for them and
          revoking their role wait for a second admin’s approval in Admin › Security. To delete
          them, revoke their admin role first.
        </p>
      ) : null}
      {stepUpDialog}
    </section>
  );
}
