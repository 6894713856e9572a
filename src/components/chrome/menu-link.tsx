import type { ComponentProps } from "react";
import { isCurrentPage } from "#/src/lib/current-page.ts";
import { usePagePath } from "#/src/components/hooks/page-context.ts";

type Props = Omit<ComponentProps<"a">, "href"> & {
  path: string;
  /** Current on its own path only (Home), not also on the pages below it. */
  exact?: boolean;
};

/** A link of the header's menus, marked `aria-current="page"` on the page it leads to. */
export function MenuLink({ path, exact, ...props }: Props) {
  const current = isCurrentPage(usePagePath(), path, { exact });
  return <a href={path} aria-current={current ? "page" : undefined} {...props} />;
}
