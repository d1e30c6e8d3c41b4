import { MESSAGES } from '@updately/shared/messages';
import type { PublicConfig } from '@updately/shared/public-config';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { toAuthFailure } from '../api/auth-call';
import { useSignInWithProvider } from '../api/sign-in-with-provider';

type ProviderSignInProps = { config: PublicConfig; redirectTo: string };

/** 'Continue with Google' and single sign-on, each only when the server has it configured. */
export function ProviderSignIn({ config, redirectTo }: ProviderSignInProps) {
  const signIn = useSignInWithProvider();
  if (!config.googleEnabled && !config.ssoProviderId) return null;

  const start = (provider: string) =>
    signIn.mutate(
      { provider, redirectTo },
      {
        onError: (error) =>
          toast.error(MESSAGES.googleSignInFailed, { description: toAuthFailure(error).message }),
      },
    );
  const pendingFor = (provider: string) =>
    signIn.isPending && signIn.variables?.provider === provider;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      {config.googleEnabled ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={signIn.isPending}
          onClick={() => start('google')}
        >
          <GoogleMark />
          {pendingFor('google') ? 'Opening Google…' : 'Continue with Google'}
        </Button>
      ) : null}
      {config.ssoProviderId ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={signIn.isPending}
          onClick={() => start(config.ssoProviderId as string)}
        >
          <KeyRound aria-hidden="true" />
          {pendingFor(config.ssoProviderId)
            ? 'Opening single sign-on…'
            : 'Continue with single sign-on'}
        </Button>
      ) : null}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}
