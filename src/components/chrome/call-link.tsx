import { Phone } from "lucide-react";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { formatPhone, telHref } from "#/src/lib/contact-links.ts";
import { buttonVariants } from "#/src/components/ui/button.tsx";

const looks = {
  /** A large button with the number, for the menu. */
  menu: buttonVariants({ variant: "outline", size: "lg" }),
  /** A round phone button in a phone's header row, there once the band with the number has scrolled away. */
  header: cn(buttonVariants({ variant: "outline", size: "sm" }), "size-11 min-h-0 p-0"),
};

/** The practice's main number as a `tel:` link, named 'Bel ons op 06 …' for screen readers and on hover. */
export function CallLink({ look, className }: { look: keyof typeof looks; className?: string }) {
  const { t } = useTranslation();
  const business = useBusiness();
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
