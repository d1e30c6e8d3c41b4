import type { ComponentProps } from 'react';

import { Field } from '../../../components/ui/field';

type EmailFieldProps = Omit<
  ComponentProps<typeof Field>,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'render'
> & { id: string; label?: string };

/** The email address field of the sign-in, sign-up and recovery forms. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <Field label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
