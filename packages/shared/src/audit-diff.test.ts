import { describe, expect, it } from 'vitest';
import { auditDiff, auditDiffText, auditValueText, WHOLE_VALUE_FIELD } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed, added and removed fields and leaves unchanged ones out', () => {
    expect(
      auditDiff(
        { status: 'new', name: 'Same', note: 'gone' },
        { status: 'resolved', name: 'Same', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'status', change: 'changed', before: 'new', after: 'resolved' },
      { field: 'note', change: 'removed', before: 'gone', after: null },
      { field: 'tags', change: 'added', before: null, after: '["a","b"]' },
    ]);
  });

  it('flattens nested objects into dotted fields', () => {
    expect(
      auditDiff(
        { fields_to_update: { address: true, email: false } },
        { fields_to_update: { address: true, email: true } },
      ),
    ).toEqual([
      { field: 'fields_to_update.email', change: 'changed', before: 'false', after: 'true' },
    ]);
  });

  it('treats a missing side as all added or all removed', () => {
    expect(auditDiff(null, { email: 'a@example.com', isAdmin: false })).toEqual([
      { field: 'email', change: 'added', before: null, after: 'a@example.com' },
      { field: 'isAdmin', change: 'added', before: null, after: 'false' },
    ]);
    expect(auditDiff({ count: 2 }, undefined)).toEqual([
      { field: 'count', change: 'removed', before: '2', after: null },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('tells a number from the same digits as text, and null from a missing field', () => {
    expect(auditDiff({ n: '1', v: null }, { n: 1, v: null })).toEqual([
      { field: 'n', change: 'changed', before: '1', after: '1' },
    ]);
    expect(auditDiff({}, { v: null })).toEqual([
      { field: 'v', change: 'added', before: null, after: 'null' },
    ]);
  });

  it('compares values that are not objects as a whole', () => {
    expect(auditDiff('draft', 'final')).toEqual([
      { field: WHOLE_VALUE_FIELD, change: 'changed', before: 'draft', after: 'final' },
    ]);
  });

  it('keeps markup as text and stops flattening at depth 3', () => {
    const [row] = auditDiff(null, { name: '<img src=x onerror=alert(1)>' });
    expect(row?.after).toBe('<img src=x onerror=alert(1)>');
    expect(auditDiff(null, { a: { b: { c: { d: 1 } } } })).toEqual([
      { field: 'a.b.c', change: 'added', before: null, after: '{"d":1}' },
    ]);
  });
});

describe('auditDiffText', () => {
  it('writes one line per field', () => {
    expect(
      auditDiffText(auditDiff({ status: 'new', old: 1 }, { status: 'resolved', added: true })),
    ).toBe('status: new → resolved\nold: − 1\nadded: + true');
  });

  it('renders values as text', () => {
    expect(auditValueText('x')).toBe('x');
    expect(auditValueText(null)).toBe('null');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
