import { isMetadataHost, isNonPublicHost } from './non-public-address';

export type OutboundUrlCheck =
  { ok: true; url: URL } | { ok: false; code: 'INVALID_URL' | 'BLOCKED_ADDRESS'; message: string };

/** The URL's form alone: a full http(s) URL without credentials in it. */
export function parseOutboundUrl(input: string): OutboundUrlCheck {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return invalid('Enter a full URL starting with https:// or http://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return invalid('Only http:// and https:// URLs are allowed.');
  }
  if (url.username || url.password) {
    return invalid('The URL must not contain a user name or password.');
  }
  return { ok: true, url };
}

/**
 * Up-front check for a URL a user or business enters (a form, an API payload). It refuses
 * what is visibly private (cloud metadata and link-local addresses even where private networks
 * are allowed); where a name resolves to is only known when connecting, and `outboundPost`
 * checks that again on every request.
 */
export function validateOutboundUrl(
  input: string,
  options: { allowPrivateNetworks: boolean },
): OutboundUrlCheck {
  const parsed = parseOutboundUrl(input);
  if (!parsed.ok) return parsed;
  if (isMetadataHost(parsed.url.hostname)) {
    return {
      ok: false,
      code: 'BLOCKED_ADDRESS',
      message: 'The URL points to a cloud metadata or link-local address; use a public address.',
    };
  }
  if (options.allowPrivateNetworks) return parsed;
  if (isNonPublicHost(parsed.url.hostname)) {
    return {
      ok: false,
      code: 'BLOCKED_ADDRESS',
      message: 'The URL points to a local or private network address; use a public address.',
    };
  }
  return parsed;
}

function invalid(message: string): OutboundUrlCheck {
  return { ok: false, code: 'INVALID_URL', message };
}
