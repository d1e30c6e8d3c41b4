import { MESSAGES } from '@updately/shared/messages';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { usePublicConfig } from '../../../lib/public-config';
import { useLinkGoogle } from '../api/link-google';
import { useLinkedAccounts } from '../api/list-linked-accounts';
import { useUnlinkAccount } from '../api/unlink-account';

/** Email and password, and Google (linkable when the server has it configured). */
export function SignInMethodsSection() {
  const accounts = useLinkedAccounts();
  const googleEnabled = usePublicConfig()?.googleEnabled ?? false;
  const linkGoogle = useLinkGoogle();
  const unlink = useUnlinkAccount();

  const providers = new Set(accounts.data?.map((account) => account.providerId));
  const hasPassword = providers.has('credential');
  const hasGoogle = providers.has('google');
  const onlyMethod = (accounts.data?.length ?? 0) <= 1;

  const onLink = () =>
    linkGoogle.mutate(undefined, {
      onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    });
  const onUnlink = () =>
    unlink.mutate('google', {
      onSuccess: () => toast.success('Google disconnected'),
      onError: (error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    });

  return (
    <SectionCard
      title="Connected sign-in methods"
      description="The ways you can sign in to your account."
    >
      {accounts.isPending ? (
        <SectionLoading label="Loading your sign-in methods" />
      ) : accounts.isError ? (
        <SectionError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          <li className="flex flex-wrap items-center gap-3 py-3">
            <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
            <span className="flex-1 text-sm font-medium">Email and password</span>
            <Badge variant={hasPassword ? 'default' : 'secondary'}>
              {hasPassword ? 'Connected' : 'Not set up'}
            </Badge>
          </li>
          {googleEnabled || hasGoogle ? (
            <li className="flex flex-wrap items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-5 items-center justify-center text-sm font-bold text-muted-foreground"
              >
                G
              </span>
              <span className="flex-1 text-sm font-medium">Google</span>
              {hasGoogle ? (
                <>
                  <Badge>Connected</Badge>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={onlyMethod || unlink.isPending}
                    onClick={onUnlink}
                    aria-describedby={onlyMethod ? 'google-only-method' : undefined}
                  >
                    {unlink.isPending ? 'Disconnecting…' : 'Disconnect Google'}
                  </Button>
                  {onlyMethod ? (
                    <p id="google-only-method" className="w-full text-sm text-muted-foreground">
                      Google is your only way to sign in, so it cannot be disconnected.
                    </p>
                  ) : null}
                </>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={linkGoogle.isPending}
                  onClick={onLink}
                >
                  {linkGoogle.isPending ? 'Opening Google…' : 'Connect Google'}
                </Button>
              )}
            </li>
          ) : null}
        </ul>
      )}
    </SectionCard>
  );
}
