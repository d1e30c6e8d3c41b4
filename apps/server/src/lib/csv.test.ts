import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells alone', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['12 Sydney Road, Brunswick', 'say "hi"'],
          ['x\ny', null],
        ],
      ),
    ).toBe('a,b\r\n"12 Sydney Road, Brunswick","say ""hi"""\r\n"x\ny",\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+61 400'], ['-1'], ['@SUM(A1)']])).toBe(
      `v\r\n"'=HYPERLINK(""x"")"\r\n'+61 400\r\n'-1\r\n'@SUM(A1)\r\n`,
    );
  });
});
