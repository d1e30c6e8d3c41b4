/**
 * Personal data and secrets out of an error's text before it is stored: email addresses, long
 * runs of digits (phone, card and account numbers), bearer tokens, JWTs and other long opaque
 * tokens, and the query strings of URLs. What is left still says what went wrong.
 */
export function scrubPersonalData(text: string): string {
  return (
    text
      // URL query strings and fragments (tokens, emails, search terms).
      .replace(/(\bhttps?:\/\/[^\s?#"'()]+)[?#][^\s"'()]*/gi, '$1')
      .replace(/[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/gi, '[email]')
      .replace(/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]')
      .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]')
      // key=value secrets: token=..., password: ...
      .replace(
        /\b(token|secret|password|passwd|api[_-]?key|authorization)(\s*[=:]\s*)[^\s,;&"']+/gi,
        '$1$2[redacted]',
      )
      // Long opaque tokens: 24+ letters and digits, mixed (a file name's dashes split it).
      .replace(/\b(?=\w*\d)(?=\w*[a-z])\w{24,}\b/gi, '[token]')
      // Phone, card and account numbers: 6+ digits, spaces or dashes allowed between them.
      // (Not a stack frame's line and column: `:12:345678`.)
      .replace(/(?<![:\d])\+?\d(?:[ -]?\d){5,}/g, '[number]')
  );
}
