import { SiteFooter } from "#/app/components/site-footer.tsx";
import type { HoursException } from "#/app/content/business.ts";
import { RouterShell } from "../router-shell.tsx";

/** client:visible — below the fold on every page; translated and its open-now lines filled once seen. */
export default function FooterIsland({ path, hoursExceptions }: { path: string; hoursExceptions: HoursException[] }) {
  return (
    <RouterShell path={path} hoursExceptions={hoursExceptions} dir="chrome">
      <SiteFooter />
    </RouterShell>
  );
}
