import type { ComponentProps } from "react";
import { ServicesSection } from "#/app/components/home/services-section.tsx";
import { RouterShell } from "../router-shell.tsx";

/** client:visible — below the hero on phones; without JS its panels show open. */
export default function ServicesIsland({ path, ...props }: ComponentProps<typeof ServicesSection> & { path: string }) {
  return (
    <RouterShell path={path}>
      <ServicesSection {...props} />
    </RouterShell>
  );
}
