import { z } from 'zod';
import type { Role } from './auth.ts';

/** Rows per page on the admin tables (SPEC.md §4, §9). */
export const ADMIN_PAGE_SIZES = [5, 10, 20] as const;
export const ADMIN_MAX_LIMIT = 100;

const whole = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string({ error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
};

/** `?page=` (0-based) and `?limit=` of every admin list call. */
export const adminListQuerySchema = z.object({
  page: whole('page', 0, 1_000_000, 0),
  limit: whole('limit', 1, ADMIN_MAX_LIMIT, ADMIN_PAGE_SIZES[0]),
});

/** Every admin list answers `data: { users: rows, total }` (the spec's name for the rows). */
export type AdminPage<Row> = { users: Row[]; total: number };

export type AdminUserRow = {
  _id: string;
  userName: string;
  fullName: string;
  email: string;
  role: Role;
  createdAt: string;
};
export type AdminContactRow = {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
};
export type AdminTemplateRow = { _id: string; email: string; emailText: string; createdAt: string };
export type AdminNotificationRow = { _id: string; email: string; isActive: boolean; createdAt: string };

/** A payment owed back: it settled an order of a portfolio that another order had already paid. */
export type AdminRefundRow = {
  _id: string;
  hostingName: string;
  email: string;
  amount: number;
  currency: string;
  paymentId: string;
  note: string;
  createdAt: string;
};
