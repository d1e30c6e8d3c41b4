import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { HELP_ARTICLES, HELP_CATEGORIES } from '../content/help-articles';
import { searchArticles } from '../utils/search-articles';
import { ContactForm } from './contact-form';

export function HelpPage() {
  usePageTitle('Help & Support');
  const id = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = searchArticles(HELP_ARTICLES, deferredQuery);
  const searching = deferredQuery.trim() !== '';

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Help & Support"
        description="Guides to starting a journey and managing your footprints, and a way to reach our support team when something is not working."
      />
      <div role="search" className="flex flex-col gap-2">
        <Label htmlFor={`${id}-search`}>Search help articles</Label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="For example: moving, password, delete"
            className="pl-9"
            aria-describedby={`${id}-count`}
          />
        </div>
        <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
          {searching
            ? results.length === 0
              ? `No articles match “${deferredQuery.trim()}”. Try other words, or ask us below.`
              : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} your search.`
            : `${results.length} articles`}
        </p>
      </div>
      {HELP_CATEGORIES.map((category) => {
        const articles = results.filter((article) => article.category === category);
        if (articles.length === 0) return null;
        return (
          <section key={category} className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold">{category}</h2>
            <Accordion type="multiple">
              {articles.map((article) => (
                <AccordionItem key={article.id} value={article.id}>
                  <AccordionTrigger headingLevel="h3">{article.title}</AccordionTrigger>
                  <AccordionContent>
                    <div className="flex flex-col gap-3">
                      {article.body.map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </div>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        );
      })}
      <ContactForm />
    </div>
  );
}
