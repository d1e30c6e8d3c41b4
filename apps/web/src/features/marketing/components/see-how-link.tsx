import { buttonVariants } from '../../../components/ui/button-variants';
import { pushDataLayer } from '../../../lib/data-layer';

/** The hero's in-page link to How it works (pushes see_how_click). */
export function SeeHowLink() {
  return (
    <a
      href="#how-it-works"
      onClick={() => pushDataLayer({ event: 'see_how_click' })}
      className={buttonVariants({ size: 'lg', variant: 'outline' })}
    >
      See how it works
    </a>
  );
}
