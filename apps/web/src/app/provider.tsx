import { type ReactNode, useEffect } from 'react';
import { Toasts } from '../components/toasts.tsx';
import { followSessionLoss } from '../features/auth/api/get-user.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(followSessionLoss, []);

  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
