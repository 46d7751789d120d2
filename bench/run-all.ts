import { measureClientRoute } from './client-route-bytes';
import { measureClientSearch } from './client-search';
import { measurePdfGeneration } from './pdf-generation';
import { measureSubmissionThroughput } from './submission-throughput';

/** `npm run bench`: every benchmark prints numbers; none of them pass or fail. */
measureClientRoute();
await measureSubmissionThroughput();
await measureClientSearch();
await measurePdfGeneration();
