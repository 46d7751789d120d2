import { measureBookingThroughput } from './booking-throughput';
import { measureClientNameSearch } from './client-name-search';
import { measureClientRoute } from './client-route-bytes';
import { measureClientRoutePaint } from './client-route-paint';
import { measureClientSearch } from './client-search';
import { measureLighthouse } from './lighthouse';
import { measurePdfGeneration } from './pdf-generation';
import { measurePdfSigning } from './pdf-signing';
import { measureSignatureFlood } from './signature-flood';
import { measureSubmissionThroughput } from './submission-throughput';

/**
 * `npm run bench`: every benchmark prints numbers; none of them pass or fail.
 * `npm run bench -- client-name-search pdf-generation` runs only the ones named.
 */
const benchmarks: [string, () => unknown][] = [
  ['client-route-bytes', measureClientRoute],
  // Loads the pages client-route-bytes has just built.
  ['client-route-paint', measureClientRoutePaint],
  ['lighthouse', measureLighthouse],
  ['submission-throughput', measureSubmissionThroughput],
  ['booking-throughput', measureBookingThroughput],
  ['client-search', measureClientSearch],
  ['client-name-search', measureClientNameSearch],
  ['pdf-generation', measurePdfGeneration],
  ['pdf-signing', measurePdfSigning],
  ['signature-flood', measureSignatureFlood],
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((n) => !benchmarks.some(([name]) => name === n));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, measure] of benchmarks) {
  if (chosen.length === 0 || chosen.includes(name)) await measure();
}
