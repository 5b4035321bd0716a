// The query client lives with the data layer in lib/; tests and the legacy steps import it here.
export { createQueryClient } from '../lib/query-client';
