import { MESSAGES } from '@updately/shared/messages';
import { useId } from 'react';
import { toast } from 'sonner';

import { Label } from '../../../components/ui/label';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { Switch } from '../../../components/ui/switch';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** The only email the update engine sends the person: at most one summary a day. */
export function NotificationsSection() {
  const id = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const setDigest = (update_digest: boolean) =>
    save.mutate(
      { update_digest },
      {
        onSuccess: () =>
          toast.success(update_digest ? 'Daily summary turned on' : 'Daily summary turned off'),
        onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
      },
    );
  return (
    <SectionCard
      id="notifications"
      title="Notifications"
      description="What we email you about your updates. Nothing else is sent."
    >
      {settings.isPending ? (
        <SectionLoading label="Loading your notification settings" />
      ) : settings.isError ? (
        <SectionError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-digest`}>Daily summary of your updates</Label>
            <p id={`${id}-digest-hint`} className="text-sm text-muted-foreground">
              At most one email a day, and only when a company answered or an update needs you.
            </p>
          </div>
          <Switch
            id={`${id}-digest`}
            aria-describedby={`${id}-digest-hint`}
            checked={save.isPending ? save.variables.update_digest : settings.data.update_digest}
            disabled={save.isPending}
            onCheckedChange={setDigest}
          />
        </div>
      )}
    </SectionCard>
  );
}
