import { createHash } from 'node:crypto';

/**
 * The message with what varies between occurrences of one problem replaced: UUIDs, quoted
 * strings, hex values and numbers. "User 42 not found" and "User 7 not found" are one problem.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`/g, '<str>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<hex>')
    .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<hex>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

// V8: "    at fn (file:1:2)" or "    at file:1:2"; Firefox and Safari: "fn@file:1:2".
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?)(?::\d+)?(?::\d+)?\)?$/;
const GECKO_FRAME = /^(.*)@(.+?)(?::\d+)?(?::\d+)?$/;

/**
 * The top frame of a stack as `file:function`: the file's base name without query string,
 * line, column or a built file's content hash (index-B4x9Qk2a.js → index.js), so a rebuild or
 * a moved line keeps the fingerprint. '' when the stack has no frame.
 */
export function topFrame(stack: string | null | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const v8 = /^\s*at /.test(line) ? V8_FRAME.exec(line) : null;
    const gecko = v8 ? null : GECKO_FRAME.exec(line.trim());
    const match = v8 ?? gecko;
    if (!match) continue;
    const fn = (match[1] ?? '').trim() || '<anonymous>';
    return `${baseFile(match[2] ?? '')}:${fn}`;
  }
  return '';
}

function baseFile(location: string): string {
  const withoutQuery = location.replace(/[?#].*$/, '').replace(/:\d+(:\d+)?$/, '');
  const base = withoutQuery.split(/[\\/]/).pop() ?? withoutQuery;
  // A bundler's content hash (Vite: 8 url-safe characters), with a digit or a capital.
  return base.replace(/[-.](?=[\w-]{0,7}[\dA-Z])[\w-]{8}(\.[a-z]+)$/, '$1');
}

export type FingerprintInput = {
  source: string;
  name: string;
  message: string;
  stack?: string | null;
};

/** Which group an error belongs to: sha256 of source, name, normalised message and top frame. */
export function errorFingerprint(input: FingerprintInput): string {
  return createHash('sha256')
    .update(
      [input.source, input.name, normaliseMessage(input.message), topFrame(input.stack)].join('\n'),
    )
    .digest('hex');
}
