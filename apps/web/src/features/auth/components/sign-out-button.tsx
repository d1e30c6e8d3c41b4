import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button, type ButtonProps } from '../../../components/ui/button';
import { toAuthFailure } from '../api/auth-call';
import { signOutEverywhere } from '../api/sign-out';
import { useEndSession } from '../hooks/use-end-session';

type SignOutButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { label?: string };

/**
 * Signs out of every device (the spec's default scope is global), clears the session, profile
 * and admin flag, and returns to `/`.
 */
export function SignOutButton({
  label = 'Sign out',
  variant = 'ghost',
  ...props
}: SignOutButtonProps) {
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await endSession('signed-out', signOutEverywhere);
    } catch (error) {
      setPending(false);
      toast.error('Sign out failed', { description: toAuthFailure(error).message });
    }
  };

  return (
    <Button type="button" variant={variant} disabled={pending} onClick={onClick} {...props}>
      <LogOut aria-hidden="true" />
      {pending ? 'Signing out…' : label}
    </Button>
  );
}
