const NUMBER = new Intl.NumberFormat('en-AU');

/** 12,345 */
export const formatCount = (value: number) => NUMBER.format(value);

/** 0.5 -> "50%", 0.123 -> "12.3%"; null (nothing to divide by) -> "—". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = rate * 100;
  const digits = percent === Math.round(percent) ? 0 : 1;
  return `${percent.toFixed(digits)}%`;
}

/**
 * A duration in seconds, in the two largest units that matter: "45 s", "12 min", "3 h 5 min",
 * "2 d 4 h"; null -> "—".
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** "2025-03-04" -> "4 Mar" (a UTC calendar day, shown without any time zone shift). */
export function formatShortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
  });
}

/** `security.rate_limited` scopes in words ("account|/sign-in/email" -> "Sign-in, per account"). */
export function describeLimit(scope: string): string {
  const [kind, path] = scope.includes('|') ? scope.split('|', 2) : [scope, ''];
  const what = path ? (ENDPOINTS[path] ?? path) : (SCOPES[kind!] ?? kind!);
  if (!path) return what;
  const per = kind === 'account' ? 'per account' : kind === 'user' ? 'per user' : 'per IP address';
  return `${what}, ${per}`;
}

const ENDPOINTS: Record<string, string> = {
  '/sign-in/email': 'Sign-in with email',
  '/sign-in/phone-number': 'Sign-in with mobile number',
  '/sign-in/email-otp': 'Sign-in with an emailed code',
  '/sign-up/email': 'Sign-up',
  '/two-factor/verify-totp': 'Authenticator code',
  '/two-factor/verify-backup-code': 'Backup code',
  '/request-password-reset': 'Password reset request',
  '/email-otp/send-verification-otp': 'Emailed code request',
  '/phone-number/send-otp': 'Text message code request',
};

const SCOPES: Record<string, string> = {
  'api-key': 'Business API key',
  newsletter: 'Newsletter sign-up, per IP address',
  'business-leads': 'Business enquiry, per IP address',
  'company-link': 'Company link, per IP address',
  'phone-sign-up': 'Mobile sign-up, per number',
  'phone-sign-up-ip': 'Mobile sign-up, per IP address',
  'reauth-send': 'Identity check code sent, per user',
  'reauth-verify': 'Identity check attempt, per user',
};
