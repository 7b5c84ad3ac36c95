import { PASSWORD_MAX_LENGTH } from '@portfolio/shared/auth';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';

/**
 * The account's password on the register and password sign-in forms: one field, one limit.
 * `autoComplete` says whether a password manager offers a new one or the saved one.
 */
export function PasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & {
    autoComplete: 'new-password' | 'current-password';
  },
) {
  return <TextField {...props} label="Password" type="password" required maxLength={PASSWORD_MAX_LENGTH} />;
}
