import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import type { FaqEntry } from '../content/faq';

type FaqListProps = { entries: FaqEntry[]; headingLevel?: 'h3' | 'h4'; className?: string };

/** Questions as an accordion: one answer open at a time, all closed to start. */
export function FaqList({ entries, headingLevel = 'h3', className }: FaqListProps) {
  return (
    <Accordion type="single" collapsible className={className}>
      {entries.map((entry, index) => (
        <AccordionItem key={entry.question} value={`q${index}`}>
          <AccordionTrigger headingLevel={headingLevel}>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
