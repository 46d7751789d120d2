import { measureClientRoute } from './client-route-bytes';

/** `npm run bench`: every benchmark prints numbers; none of them pass or fail. */
measureClientRoute();
