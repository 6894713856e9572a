import { textLinkClass } from "#/app/components/ui/text-link.ts";
import type { SectionProps } from "#/app/copy/sections.ts";
import { cn } from "#/app/lib/cn.ts";

type Props = {
  /** The heading's id. */
  id: string;
  title: string;
  /** Each link's target: the id of a heading on the page, and the link's text. */
  links: readonly { id: string; text: string }[];
  /** `list`: one link a line (a long page of running text); `row`: links side by side, wrapping (a short list). */
  layout?: "list" | "row";
  className?: string;
};

/** 'Op deze pagina': links to a long page's sections, before them. */
export function JumpLinks({ id, title, links, layout = "list", className }: Props) {
  return (
    <nav
      aria-labelledby={id}
      className={cn("rounded-card border border-line bg-white", layout === "list" ? "p-6" : "p-4 sm:p-6", className)}
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {/* On a phone a list keeps clear of the WhatsApp button's corner, where it may end on the first screen. */}
      <ol className={layout === "list" ? "mt-3 space-y-1 max-sm:pe-10" : "mt-1 flex flex-wrap gap-x-6"}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={`${textLinkClass} inline-flex min-h-8 items-center`}>
              {link.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A content page's 'Op deze pagina' section: links side by side. */
export function JumpLinksSection({ id, title, links }: SectionProps<"jump-links">) {
  return <JumpLinks id={id} title={title} links={links} layout="row" />;
}
