import { Building2, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toAuthFailure } from '../../features/auth/api/auth-call';
import { signOutEverywhere } from '../../features/auth/api/sign-out';
import { useEndSession } from '../../features/auth/hooks/use-end-session';
import { businessPaths } from '../../features/business/business-paths';
import { paths } from '../../lib/paths';
import { useMe } from '../../lib/session';
import { displayName, userInitials } from '../../lib/user-display';

function UserAvatar({ letters, src }: { letters: string; src: string | null | undefined }) {
  return (
    <Avatar aria-hidden="true">
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback>{letters}</AvatarFallback>
    </Avatar>
  );
}

/**
 * The header's account menu: who is signed in, Profile, Privacy & Security, the business portal
 * (the sidebar lists it only for members of an organisation) and Sign out (every
 * device, like the sidebar's button). A Radix menu: arrow keys, type-ahead, Escape.
 */
export function UserMenu() {
  const me = useMe().data;
  const endSession = useEndSession();
  const name = displayName(me);
  const letters = userInitials(me);
  const email = me?.user?.email ?? '';
  const avatar = me?.profile?.avatar_url ?? me?.user?.image;

  const signOut = async () => {
    try {
      await endSession('signed-out', signOutEverywhere);
    } catch (error) {
      toast.error('Sign out failed', { description: toAuthFailure(error).message });
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <UserAvatar letters={letters} src={avatar} />
          <span className="sr-only max-w-48 truncate sm:not-sr-only">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar letters={letters} src={avatar} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.app.profile.getHref()}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.privacy.getHref()}>
              <ShieldCheck aria-hidden="true" />
              Privacy & Security
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={businessPaths.home.getHref()}>
              <Building2 aria-hidden="true" />
              Business portal
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
