import { JOURNEY_TYPES } from '@updately/shared/journey-types';
import { describe, expect, it } from 'vitest';

import { HELP_ARTICLES, HELP_CATEGORIES } from '../content/help-articles';
import { searchArticles } from './search-articles';

describe('help articles', () => {
  it('cover every journey type and every category', () => {
    const types = new Set(HELP_ARTICLES.map((article) => article.journeyType).filter(Boolean));
    expect([...types].sort()).toEqual([...JOURNEY_TYPES].sort());
    for (const category of HELP_CATEGORIES) {
      expect(HELP_ARTICLES.some((article) => article.category === category)).toBe(true);
    }
    const ids = HELP_ARTICLES.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds articles by every word, ignoring case and accents', () => {
    expect(searchArticles(HELP_ARTICLES, '  ')).toHaveLength(HELP_ARTICLES.length);
    const found = searchArticles(HELP_ARTICLES, 'PASSPORT married');
    expect(found.map((article) => article.id)).toEqual(['journey-getting-married']);
    expect(searchArticles(HELP_ARTICLES, 'télécharger')).toEqual([]);
    expect(searchArticles(HELP_ARTICLES, 'dépendant').map((a) => a.id)).toContain(
      'journey-having-baby',
    );
  });
});
