import { router } from '../trpc';

// The dashboard's Disclosure section: documents, annual reports, board results and the checklist.
export const disclosureAdminRouter = router({});
