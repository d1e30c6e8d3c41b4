import { useEffect, useRef, type ReactNode } from 'react';

type StepHeadingProps = {
  id: string;
  children: ReactNode;
  /** Move focus here when the step appears (not on the first step of the page). */
  focusOnMount: boolean;
};

/** A step's heading: it takes focus when the step changes, so keyboard users start at the top. */
export function StepHeading({ id, children, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
      {children}
    </h2>
  );
}
