import { describe, expect, it } from 'vitest';
import {
  brandCategoryLabel,
  brandSearchQuerySchema,
  groupDataItems,
  toDataItems,
} from './brands-api';

describe('brand API helpers', () => {
  it('labels data items and keeps unknown ones as they are', () => {
    expect(toDataItems(['town_city', 'shoe_size'])).toEqual([
      { field: 'town_city', label: 'Town / city' },
      { field: 'shoe_size', label: 'shoe_size' },
    ]);
  });

  it('groups data items in catalogue order, leaving out empty groups', () => {
    expect(groupDataItems(['passport', 'email', 'cookies', 'first_name'])).toEqual([
      {
        group: 'Contact Information',
        items: [
          { field: 'first_name', label: 'First name' },
          { field: 'email', label: 'Email' },
        ],
      },
      { group: 'Identity Documents', items: [{ field: 'passport', label: 'Passport' }] },
      { group: 'Technical Data', items: [{ field: 'cookies', label: 'Cookies' }] },
    ]);
  });

  it('labels categories, with custom brands in their own group', () => {
    expect(brandCategoryLabel('telco')).toBe('Phone & internet');
    expect(brandCategoryLabel(null)).toBe('Custom brands');
  });

  it('reads search queries from strings with defaults', () => {
    expect(brandSearchQuerySchema.parse({ page: '2' })).toEqual({ page: 2, pageSize: 24 });
    expect(brandSearchQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
