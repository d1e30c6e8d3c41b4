import { buttonVariants } from '../../components/ui/button-variants';
import { cn } from '../../lib/utils';

/**
 * Lucide's menu and x icons, drawn inline: the toggle is in every public page's header island,
 * where lucide-react's runtime would add a kilobyte and a half to load.
 */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 5h16M4 12h16M4 19h16" />}
    </svg>
  );
}

type MenuToggleProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** id of the element this button shows and hides. */
  controls: string;
  id?: string;
  label?: string;
  className?: string;
};

export function MenuToggle({
  open,
  onOpenChange,
  controls,
  id,
  label = 'Menu',
  className,
}: MenuToggleProps) {
  return (
    <button
      type="button"
      id={id}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
    >
      <MenuIcon open={open} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
