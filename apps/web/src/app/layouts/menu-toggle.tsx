import { Menu, X } from 'lucide-react';

import { Button } from '../../components/ui/button';

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
    <Button
      id={id}
      variant="ghost"
      size="icon"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className={className}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      <span className="sr-only">{label}</span>
    </Button>
  );
}
