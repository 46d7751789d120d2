/** The whole data model (DESIGN.md "Data"), one file per area; drizzle-kit reads this file. */
export * from './schema-core';
export * from './schema-accounts';
export * from './schema-appointments';
export * from './schema-forms';
export * from './schema-verification';
export * from './schema-visits';
export * from './schema-access';
export * from './schema-legal';
export * from './schema-client-changes';
