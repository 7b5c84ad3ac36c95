import type { ColumnType, Selectable } from 'kysely';

/** PostgreSQL hands back a Date, SQLite the ISO text we stored; both accept an ISO string. */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface Database {
  contact_messages: ContactMessagesTable;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function toIsoString(value: Date | string): string {
  return new Date(value).toISOString();
}
