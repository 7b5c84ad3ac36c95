import { EMAIL_MAX_LENGTH } from '@portfolio/shared/email';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';

/**
 * The account's e-mail address on the login, password and register forms: one field, one keyboard
 * (inputMode email), one limit. `autoComplete` says which address a password manager fills in.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      autoComplete="email"
      {...props}
      label="Email"
      type="email"
      inputMode="email"
      required
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
}
