import type { AdminAuditRow, AuditAction } from '@portfolio/shared/operator';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Database, toIsoString } from '../../db/schema.ts';
import { listTotal, type PageRequest } from './lists-repo.ts';

type AuditEntry = { actor: string; action: AuditAction; target: string; reason: string };

/** The record of every administrator action. Rows are only ever added: nothing here changes one. */
export function createAuditRepo(db: Kysely<Database>) {
  return {
    async record(entry: AuditEntry, at = new Date()): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({ id: uuidv7(), at: at.toISOString(), ...entry })
        .execute();
    },

    /** Newest first. */
    async list({ page, limit }: PageRequest): Promise<{ users: AdminAuditRow[]; total: number }> {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(page * limit)
        .execute();
      const total = await listTotal(rows.length, { page, limit }, db.selectFrom('audit_log'));
      return {
        users: rows.map((r) => ({
          _id: r.id,
          at: toIsoString(r.at),
          actor: r.actor,
          action: r.action,
          target: r.target,
          reason: r.reason,
        })),
        total,
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
