import { measureBookingThroughput } from './booking-throughput';
import { measureClientRoute } from './client-route-bytes';
import { measureClientRoutePaint } from './client-route-paint';
import { measureClientSearch } from './client-search';
import { measurePdfGeneration } from './pdf-generation';
import { measurePdfSigning } from './pdf-signing';
import { measureSubmissionThroughput } from './submission-throughput';

/** `npm run bench`: every benchmark prints numbers; none of them pass or fail. */
measureClientRoute();
// Loads the pages measureClientRoute has just built.
await measureClientRoutePaint();
await measureSubmissionThroughput();
await measureBookingThroughput();
await measureClientSearch();
await measurePdfGeneration();
await measurePdfSigning();
