import { Fold } from "#/src/components/sections/fold.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { cn } from "#/src/lib/cn.ts";

type Props = {
  /** The heading's id. */
  id: string;
  title: string;
  /** Each link's target: the id of a heading on the page, and the link's text. */
  links: readonly { id: string; text: string }[];
  /** `list`: one link a line (a long page of running text); `row`: links side by side, wrapping (a short list). */
  layout?: "list" | "row";
  /** Folded under its title (a page whose sections need the room more than the links do). */
  folded?: boolean;
  className?: string;
};

/** 'Op deze pagina': links to a long page's sections, before them; folded, a card that opens. */
export function JumpLinks({ id, title, links, layout = "list", folded, className }: Props) {
  const list = (
    // On a phone a list keeps clear of the WhatsApp button's corner, where it may end on the first screen.
    <ol
      className={cn(
        layout === "list" ? "space-y-1 max-sm:pe-10" : "flex flex-wrap gap-x-6",
        // Folded, the list lines up with its summary; else it follows its heading.
        folded ? "px-4 pb-4 sm:px-6 sm:pb-5" : layout === "list" ? "mt-3" : "mt-1",
      )}
    >
      {links.map((link) => (
        <li key={link.id}>
          <a href={`#${link.id}`} className={`${textLinkClass} inline-flex min-h-8 items-center`}>
            {link.text}
          </a>
        </li>
      ))}
    </ol>
  );
  if (folded) {
    return (
      <nav aria-labelledby={id} className={className}>
        <Fold
          summary={
            <h2 id={id} className="text-xl">
              {title}
            </h2>
          }
        >
          {list}
        </Fold>
      </nav>
    );
  }
  return (
    <nav
      aria-labelledby={id}
      className={cn("rounded-card border border-line bg-white", layout === "list" ? "p-6" : "p-4 sm:p-6", className)}
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {list}
    </nav>
  );
}

/** A content page's 'Op deze pagina' section: links side by side, or one a line when folded. */
export function JumpLinksSection({ id, title, links, folded }: SectionProps<"jump-links">) {
  return <JumpLinks id={id} title={title} links={links} layout={folded ? "list" : "row"} folded={folded} />;
}
