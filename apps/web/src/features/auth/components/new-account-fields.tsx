import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Field } from '../../../components/ui/field';
import { PASSWORD_GUIDANCE } from '../utils/schemas';
import { PasswordField } from './password-field';

type Registered = { props: UseFormRegisterReturn; error?: string };

type NewAccountFieldsProps = {
  idPrefix: string;
  firstName: Registered;
  lastName: Registered;
  password: Registered;
  /** The email or mobile number field, between the names and the password. */
  children: ReactNode;
};

/** The names, the way to reach the person, and a new password: every sign-up form's fields. */
export function NewAccountFields({
  idPrefix,
  firstName,
  lastName,
  password,
  children,
}: NewAccountFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          error={firstName.error}
          {...firstName.props}
        />
        <Field
          id={`${idPrefix}-last-name`}
          label="Last name"
          autoComplete="family-name"
          error={lastName.error}
          {...lastName.props}
        />
      </div>
      {children}
      <PasswordField
        id={`${idPrefix}-password`}
        label="Password"
        autoComplete="new-password"
        description={PASSWORD_GUIDANCE}
        error={password.error}
        {...password.props}
      />
    </>
  );
}
