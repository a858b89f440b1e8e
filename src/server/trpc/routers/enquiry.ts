import { router } from '../trpc';

// Issue 3: enquiry.create (public, rate limited, honeypot).
export const enquiryRouter = router({});
