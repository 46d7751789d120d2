import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every time is `timestamptz` in UTC (DESIGN.md "Data"), read as a JS Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL `bytea` as a Node Buffer (signature PNGs, uploaded images and PDFs). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
