import { describe, expect, it } from 'vitest';

import { formatDuration, formatMoney, formatRate, websiteDomain } from './format-business';

describe('formatMoney', () => {
  it('formats a decimal string in its currency', () => {
    expect(formatMoney('12.5', 'AUD')).toBe('$12.50');
    expect(formatMoney('0', 'AUD')).toBe('$0.00');
  });

  it('shows what it cannot read as given', () => {
    expect(formatMoney('n/a', 'AUD')).toBe('n/a AUD');
    expect(formatMoney('1', 'not a currency')).toBe('1 not a currency');
  });
});

describe('formatRate', () => {
  it('rounds to a whole percentage', () => {
    expect(formatRate(0.857)).toBe('86%');
    expect(formatRate(1)).toBe('100%');
  });

  it('says when there is nothing to count', () => {
    expect(formatRate(null)).toBe('No answers yet');
  });
});

describe('formatDuration', () => {
  it('keeps the two largest units', () => {
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(2 * 3600 + 5 * 60 + 9)).toBe('2 hours 5 minutes');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 days 4 hours');
  });

  it('skips an empty unit after the first', () => {
    expect(formatDuration(86_400 + 30 * 60)).toBe('1 day');
    expect(formatDuration(3600 + 30)).toBe('1 hour');
  });

  it('says when nothing was confirmed yet', () => {
    expect(formatDuration(null)).toBe('No confirmations yet');
  });
});

describe('websiteDomain', () => {
  it('drops the scheme, www. and path', () => {
    expect(websiteDomain('https://www.tmbank.com.au/about')).toBe('tmbank.com.au');
    expect(websiteDomain('https://up.com.au')).toBe('up.com.au');
  });

  it('answers null without a usable website', () => {
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('not a url')).toBeNull();
  });
});
