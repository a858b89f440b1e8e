import { contentServices } from '../../content';
import { schoolToday } from '../../content/vacancy-type';
import { publicProcedure, router } from '../../trpc/trpc';

// The careers application form's data: the vacancies open today, their titles in the page's language,
// soonest to close first (the form's select; the service checks the choice again).
export const careersApplyRouter = router({
  openVacancies: publicProcedure.query(({ ctx }) => {
    const today = schoolToday(ctx.svc.db, ctx.svc.now());
    return contentServices.vacancies
      .listPublic(ctx.svc, ctx.lang)
      .filter((v) => v.closingDate >= today)
      .map((v) => ({ slug: v.slug, title: v.title }));
  }),
});
