/**
 * Whether a menu link points at the page being shown, for `aria-current="page"`. An `exact` link
 * (a top-level item such as Home) matches its own path only; any other also matches the pages
 * below it (`/gehoorbescherming` on `/gehoorbescherming/zwem`). Case and a trailing slash do not count.
 */
export function isCurrentPage(pagePath: string, linkPath: string, { exact = false } = {}): boolean {
  const page = normalise(pagePath);
  const link = normalise(linkPath);
  if (page === link) return true;
  return !exact && link !== "/" && page.startsWith(`${link}/`);
}

function normalise(path: string): string {
  const lower = path.split(/[?#]/)[0]!.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}
