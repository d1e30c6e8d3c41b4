import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseMessage, topFrame } from './error-fingerprint';

const chromeStack = (file: string, line: number) =>
  `TypeError: Cannot read properties of undefined (reading 'id')\n    at renderRow (https://app.example/assets/${file}:${line}:17)\n    at https://app.example/assets/vendor-Dq1xY9zA.js:9:100`;

describe('normaliseMessage', () => {
  it('replaces numbers, UUIDs, hex values and quoted strings', () => {
    expect(normaliseMessage('User 42 not found')).toBe('User <n> not found');
    expect(normaliseMessage('Journey 0b6f1a9e-3c7d-4e2f-9a1b-2c3d4e5f6a7b gone')).toBe(
      'Journey <uuid> gone',
    );
    expect(normaliseMessage('Bad pointer 0xdeadBEEF and hash 3f2a9c81d4e5')).toBe(
      'Bad pointer <hex> and hash <hex>',
    );
    expect(normaliseMessage(`Unknown field "shoe_size" in 'form' at \`x\``)).toBe(
      'Unknown field <str> in <str> at <str>',
    );
    expect(normaliseMessage('took 12.5 ms   then\nfailed')).toBe('took <n> ms then failed');
  });

  it('keeps words that only look a little like hex', () => {
    expect(normaliseMessage('deadbeef cafe failed')).toBe('deadbeef cafe failed');
  });
});

describe('topFrame', () => {
  it('reads file and function of a V8 frame, without line, column or build hash', () => {
    expect(topFrame(chromeStack('admin-page-B4x9Qk2a.js', 1))).toBe('admin-page.js:renderRow');
    expect(topFrame('Error: x\n    at Object.handler (/srv/app/dist/error-recorder.js:10:5)')).toBe(
      'error-recorder.js:Object.handler',
    );
  });

  it('reads an anonymous V8 frame and a Firefox frame', () => {
    expect(topFrame('Error: x\n    at https://app.example/assets/index-Ab12Cd34.js:3:9')).toBe(
      'index.js:<anonymous>',
    );
    expect(
      topFrame('save@https://app.example/assets/index-Ab12Cd34.js?v=2:3:9\n@debugger eval'),
    ).toBe('index.js:save');
  });

  it('is empty without a frame', () => {
    expect(topFrame(undefined)).toBe('');
    expect(topFrame('Error: nothing else')).toBe('');
  });
});

describe('errorFingerprint', () => {
  const base = { source: 'client', name: 'TypeError', message: 'Row 12 has no id' };

  it('is a sha256 in hex', () => {
    expect(errorFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('groups occurrences that differ only in numbers, line numbers or the build', () => {
    expect(errorFingerprint({ ...base, stack: chromeStack('page-B4x9Qk2a.js', 1) })).toBe(
      errorFingerprint({
        ...base,
        message: 'Row 98 has no id',
        stack: chromeStack('page-Zz81Lq0P.js', 7),
      }),
    );
  });

  it('tells apart source, name, message shape and top frame', () => {
    const one = errorFingerprint({ ...base, stack: chromeStack('page-B4x9Qk2a.js', 1) });
    expect(
      errorFingerprint({ ...base, source: 'server', stack: chromeStack('page-B4x9Qk2a.js', 1) }),
    ).not.toBe(one);
    expect(
      errorFingerprint({ ...base, name: 'RangeError', stack: chromeStack('page-B4x9Qk2a.js', 1) }),
    ).not.toBe(one);
    expect(
      errorFingerprint({
        ...base,
        message: 'Row 12 has no name',
        stack: chromeStack('page-B4x9Qk2a.js', 1),
      }),
    ).not.toBe(one);
    expect(errorFingerprint({ ...base, stack: chromeStack('other-B4x9Qk2a.js', 1) })).not.toBe(one);
  });
});
