import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';

/**
 * What the web app tells the server when a page fails to load in a client's browser, so
 * operations can see it. Only the kind, the route path and the language: never form content.
 */
export const clientReportBody = z.object({
  kind: z.enum(['chunk_load_failed', 'chunk_load_timeout', 'render_error']),
  path: z.string().check(z.minLength(1), z.maxLength(200), z.startsWith('/')),
  language: z.enum(LANGUAGES),
});
export type ClientReportBody = z.infer<typeof clientReportBody>;
