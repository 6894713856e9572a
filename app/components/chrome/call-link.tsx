import { Phone } from "lucide-react";
import { business } from "#/app/data/business.ts";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { cn } from "#/app/lib/cn.ts";
import { formatPhone, telHref } from "#/app/lib/contact-links.ts";
import { buttonVariants } from "#/app/components/ui/button.tsx";

const looks = {
  /** A large button with the number, for the menu. */
  menu: buttonVariants({ variant: "outline", size: "lg" }),
  /** A round phone button in a phone's header row, there once the band with the number has scrolled away. */
  header: cn(buttonVariants({ variant: "outline", size: "sm" }), "size-11 min-h-0 p-0"),
};

/** The practice's main number as a `tel:` link, named 'Bel ons op 06 …' for screen readers and on hover. */
export function CallLink({ look, className }: { look: keyof typeof looks; className?: string }) {
  const { t } = useTranslation();
  const number = formatPhone(business.phone);
  const name = t("header.call", { phone: number });
  return (
    <a href={telHref(business.phone)} title={name} data-slot="button" className={cn(looks[look], className)}>
      <Phone aria-hidden="true" />
      <span className="sr-only">{name}</span>
      {/* A phone number reads left to right in every language. */}
      <span aria-hidden="true" dir="ltr" className={look === "header" ? "hidden" : undefined}>
        {number}
      </span>
    </a>
  );
}
