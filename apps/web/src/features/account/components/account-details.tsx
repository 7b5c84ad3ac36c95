import type { User } from '@portfolio/shared/auth';
import { useId } from 'react';

const ROLE_NAMES: Record<User['role'], string> = {
  USER: 'User: you make and manage your own portfolios',
  ADMIN: 'Administrator',
};

/** The account's e-mail, name and role. */
export function AccountDetails({ user }: { user: User }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your account
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        <dt className="text-sm font-medium text-slate-600">Email</dt>
        <dd className="-mt-3 font-medium wrap-break-word text-slate-900 sm:mt-0">{user.email}</dd>
        <dt className="text-sm font-medium text-slate-600">Name</dt>
        <dd className="-mt-3 wrap-break-word text-slate-900 sm:mt-0">
          {user.fullName} <span className="text-slate-600">({user.userName})</span>
        </dd>
        <dt className="text-sm font-medium text-slate-600">Role</dt>
        <dd className="-mt-3 text-slate-900 sm:mt-0">{ROLE_NAMES[user.role] ?? user.role}</dd>
      </dl>
    </section>
  );
}
