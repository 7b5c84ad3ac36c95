import { z } from 'zod';
import { ROLES } from './auth.ts';

/** Rows per page on the admin tables (docs/spec.md §4, §9). */
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
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ users: z.array(row), total: z.number().int() });
}
export type AdminPage<Row> = { users: Row[]; total: number };

export const adminUserRowSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export const adminContactRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const adminTemplateRowSchema = z.object({
  _id: z.string(),
  email: z.string(),
  emailText: z.string(),
  createdAt: z.string(),
});
export const adminNotificationRowSchema = z.object({
  _id: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
/** A payment owed back: it settled an order of a portfolio that another order had already paid. */
export const adminRefundRowSchema = z.object({
  _id: z.string(),
  hostingName: z.string(),
  /** Null once the payer deleted their account. */
  email: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  paymentId: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export type AdminContactRow = z.infer<typeof adminContactRowSchema>;
export type AdminTemplateRow = z.infer<typeof adminTemplateRowSchema>;
export type AdminNotificationRow = z.infer<typeof adminNotificationRowSchema>;
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;
