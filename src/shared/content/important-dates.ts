// Kept out of paths.ts, which every public page loads: only the Important Dates page and its server head need it.

/** The Important Dates page's own title and description, for the academic year it shows ('2026-2027'). */
export function importantDatesMeta(year: string): { title: string; description: string } {
  return {
    title: `Important Dates ${year}`,
    description: `Exams and results, fee installments, monthly parent-teacher meetings and holidays for ${year}.`,
  };
}
