import { Button } from '../../../components/ui/button';

/**
 * "N selected · Next", stuck to the bottom of the screen at every width, so the way on is never
 * a scroll away while picking.
 */
export function NextBar({ count, onNext }: { count: number; onNext: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x">
      <p role="status" className="text-sm font-medium">
        {count === 1 ? '1 company selected' : `${count} companies selected`}
      </p>
      <Button onClick={onNext}>Next: about your move</Button>
    </div>
  );
}
