/**
 * How the build groups modules into files (Rolldown's `codeSplitting.groups`). Left to itself
 * the build made 29 files for a client's form link, most under 1 KB: with a 150 ms round trip
 * and HTTP/1.1's six connections each small file costs a turn, and each compresses on its own.
 * Groups make it ~10 files and ~6 KB gzip less (decision 021):
 * - `app`: every module the entry reaches statically, i.e. what every page loads first; without
 *   it, modules the entry shares with lazy pages become small files of their own.
 * - `client-form`: the client form screen and everything it imports statically (the
 *   questionnaire, its fields, the answer schema) but what `form-kit` holds. Screens that share
 *   some of it (re-consent, staff screens) load this file rather than a handful of pieces.
 * - `form-kit`: below.
 * - `client-sections`: the client's questionnaire sections and option lists of every template;
 *   a template chunk then holds only its own order of sections. Staff sections stay apart.
 * What stays lazy stays out of them all: the signature pad, the QR scanner, templates, each
 * staff screen, each language's texts.
 */
const CLIENT_SECTIONS =
  /src[\\/]shared[\\/](forms[\\/](sections[\\/](consent|education|emergency|health|lifestyle|personal|pick|uk-form)|options[\\/](lifestyle|medical|personal))|genders)\.ts$/;

/**
 * `form-kit`: zod, the field frame, digit folding, the first-invalid focus and the form route's
 * catalogue status, which the client form and the sign-in, booking and identity screens use.
 * Apart from `client-form`, those screens load these ~11 KB gzip instead of the whole
 * questionnaire's ~25 KB.
 */
const FORM_KIT =
  /node_modules[\\/]zod[\\/]|src[\\/](web[\\/]ui[\\/](field\.tsx|focus-first-invalid\.ts|catalogue-status\.tsx|form-route-handle\.ts)|shared[\\/]digits\.ts)$/;

export const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  { name: 'form-kit', test: FORM_KIT, priority: 2 },
  {
    name: 'client-form',
    test: /src[\\/]web[\\/]features[\\/]questionnaire[\\/]form-index-page\.tsx$/,
    priority: 1,
  },
  { name: 'client-sections', test: CLIENT_SECTIONS, priority: 1 },
];
