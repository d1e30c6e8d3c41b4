import { Link } from 'react-router';

type AuthSwitchLinkProps = { question: string; to: string; label: string };

export function AuthSwitchLink({ question, to, label }: AuthSwitchLinkProps) {
  return (
    <p className="text-sm text-muted-foreground">
      {question}{' '}
      <Link to={to} className="font-medium text-brand-800 underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}
