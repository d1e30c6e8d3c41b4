import type { HelpArticle } from '../content/help-articles';

function normalise(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Articles whose title, text or keywords contain every word of the query (any order). */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
): readonly HelpArticle[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = normalise(
      [article.title, article.category, ...article.body, ...article.keywords].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
