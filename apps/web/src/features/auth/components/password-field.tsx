import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

import { Input } from '../../../components/ui/input';
import { FormField, type FormFieldProps } from './form-field';

/** A password field with a show/hide toggle (NIST SP 800-63B: let people check what they typed). */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'render'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      render={(input) => (
        <div className="relative">
          <Input {...input} type={visible ? 'text' : 'password'} className="pr-12" />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={props.id}
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
