// The news list's paging, shared by its pages (news.ts, routes.tsx) and by the proxy's check of
// unknown URLs (routing/unknown-paths.ts), which runs outside a render.

export const NEWS_PAGE_SIZE = 9;

/** How many pages a list of `count` stories fills (at least one, for the empty list). */
export const newsPageCount = (count: number) => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));

/** The page number of `/news/page/<n>` when `n` can name a later page (2, 3…), else null. */
export function laterPageNumber(n: string): number | null {
  const page = Number(n);
  return /^\d+$/.test(n) && Number.isSafeInteger(page) && page >= 2 ? page : null;
}
