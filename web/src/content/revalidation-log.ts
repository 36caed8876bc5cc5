// When this instance last revalidated content, and what: shown on the /test status page.
let last: { at: string; tags: string[] } | null = null;

export const recordRevalidation = (tags: string[]) => {
  last = { at: new Date().toISOString(), tags };
};
export const lastRevalidation = () => last;
