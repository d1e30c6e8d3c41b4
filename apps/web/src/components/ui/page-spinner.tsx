import { Spinner } from './spinner';

/** Shown while a lazily loaded page (or a suspending component) is on its way. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
