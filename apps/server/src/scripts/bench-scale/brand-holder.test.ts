import { describe, expect, it } from 'vitest';
import { brandHolder, claims, shapeFor } from './model';
import { claimedBrands } from './seed-business';
import type { SeedContext } from './seed-context';

describe("the scale seed's request organisation", () => {
  it('names the organisation whose claims hold the brand, as seed-business loads them', () => {
    for (const scale of [1, 0.05, 0.001]) {
      const shape = shapeFor(scale);
      const brands = Array.from({ length: 5_281 }, (_, i) => ({ id: `${i}`, name: `${i}` }));
      const ctx = { shape, brands, claims: claims(shape, brands.length) } as SeedContext;
      const holder = new Map<number, number>();
      for (let i = 0; i < shape.organizations; i++) {
        for (const b of claimedBrands(ctx, i)) holder.set(b, i);
      }
      for (let b = 0; b < brands.length; b++) {
        expect(brandHolder(b, ctx.claims)).toBe(holder.get(b) ?? null);
      }
    }
  });
});
