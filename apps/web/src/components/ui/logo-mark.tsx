import type { ComponentProps } from 'react';

/** The product's mark (as in favicon.svg); decorative, so pair it with the product name. */
export function LogoMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M8 8v9a8 8 0 0 0 16 0V8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M16 19V8m-4 4 4-4 4 4"
        fill="none"
        stroke="#c7d2fe"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
