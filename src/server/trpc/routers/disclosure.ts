import { router } from '../trpc';

// The Mandatory Public Disclosure page's read.
export const disclosureRouter = router({});
