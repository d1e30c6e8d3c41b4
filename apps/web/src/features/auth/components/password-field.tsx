import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';

import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'type' | 'className'> & {
  id: string;
  label: string;
  description?: ReactNode;
  error?: string;
};

/** A password field with a show/hide toggle (NIST SP 800-63B: let people check what they typed). */
export function PasswordField({
  id,
  label,
  description,
  error,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      render={(control) => (
        <div className="relative">
          <Input
            {...inputProps}
            {...control}
            type={visible ? 'text' : 'password'}
            className="pr-12"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">Show password</span>
          </button>
        </div>
      )}
    />
  );
}
