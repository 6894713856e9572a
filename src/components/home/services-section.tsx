import { ArrowRight, ChevronDown, Ear, Headphones, ShieldCheck, X } from "lucide-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import type { Service, ServiceColour } from "#/src/copy/home.ts";
import { cn } from "#/src/lib/cn.ts";
import { prefersReducedMotion } from "#/src/lib/motion.ts";
import { ANCHOR_OFFSET_PX } from "#/src/lib/ui-constants.ts";

const iconColours: Record<ServiceColour, string> = {
  coral: "bg-coral-600 text-white",
  petrol: "bg-petrol-800 text-white",
  amber: "bg-amber-400 text-petrol-950",
};

const icons: Record<Service["id"], typeof Ear> = {
  gehoorbescherming: ShieldCheck,
  hoortoestellen: Ear,
  "in-ear-monitors": Headphones,
};

type Props = {
  id: string;
  title: string;
  intro: string;
  closeLabel: string;
  services: Service[];
};

/**
 * Three cards, one per service; clicking one opens its panel, clicking it again or 'Sluiten' closes
 * it. A panel follows its card: right under it on a phone, under the row of cards from `lg`.
 * Without JavaScript the cards give way to all three panels, open.
 */
export function ServicesSection({ id, title, intro, closeLabel, services }: Props) {
  const [selected, setSelected] = useState<Service["id"] | null>(null);
  const [quiet, setQuiet] = useState(false);
  const cards = useRef(new Map<Service["id"], HTMLButtonElement>());
  const panels = useRef(new Map<Service["id"], HTMLDivElement>());

  // Escape hides a tooltip shown by hover or focus (WCAG 1.4.13), until the pointer or focus moves on.
  useEffect(() => {
    const hush = (event: KeyboardEvent) => event.key === "Escape" && setQuiet(true);
    window.addEventListener("keydown", hush);
    return () => window.removeEventListener("keydown", hush);
  }, []);

  const toggle = (serviceId: Service["id"]) => {
    const opening = selected !== serviceId;
    setSelected(opening ? serviceId : null);
    if (opening) requestAnimationFrame(() => reveal(serviceId));
  };
  // A panel that closed above the card may have pulled it under the header, and a panel opened near
  // the bottom of the screen may start out of sight: then the card goes to the top, its panel below it.
  const reveal = (serviceId: Service["id"]) => {
    const card = cards.current.get(serviceId)?.getBoundingClientRect();
    const panel = panels.current.get(serviceId)?.getBoundingClientRect();
    if (!card || !panel || card.height === 0) return;
    if (card.top < ANCHOR_OFFSET_PX || panel.top > window.innerHeight - 160)
      cards.current
        .get(serviceId)
        ?.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "instant" : "smooth" });
  };
  // 'Sluiten' disappears with its panel: focus goes back to the card that opened it, not to the page.
  const close = (serviceId: Service["id"]) => {
    setSelected(null);
    cards.current.get(serviceId)?.focus();
  };

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{intro}</p>
        </div>
        <div className="mt-10 grid gap-4 lg:grid-cols-3 lg:gap-6">
          {services.map((service) => {
            const Icon = icons[service.id];
            const open = selected === service.id;
            return (
              <Fragment key={service.id}>
                {/* The whole card is the button's target (its ::after covers it), but only the name is
                    its label: the line under it is its description. Card and tooltip share a hover
                    group, so the tooltip stays while pointed at. */}
                <div
                  onMouseEnter={() => setQuiet(false)}
                  onMouseLeave={() => setQuiet(false)}
                  className={cn(
                    "group relative hidden items-start gap-3 rounded-card border-2 p-4 shadow-soft transition-colors duration-200 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-amber-400 sm:gap-4 sm:p-5 js:flex",
                    open
                      ? "border-petrol-800 bg-teal-50"
                      : "border-line bg-white hover:border-petrol-600 hover:bg-teal-50",
                  )}
                >
                  <span
                    className={cn(
                      "grid size-10 shrink-0 place-items-center rounded-full sm:size-12",
                      iconColours[service.colour],
                    )}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <button
                      ref={(element) => {
                        if (element) cards.current.set(service.id, element);
                      }}
                      type="button"
                      aria-expanded={open}
                      aria-controls={`service-${service.id}`}
                      aria-labelledby={`service-${service.id}-tip`}
                      aria-describedby={`service-${service.id}-summary`}
                      onClick={() => toggle(service.id)}
                      onFocus={() => setQuiet(false)}
                      onBlur={() => setQuiet(false)}
                      className="scroll-mt-6 text-start text-xl leading-snug font-bold hyphens-auto text-petrol-900 after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                    >
                      {service.title}
                    </button>
                    <p id={`service-${service.id}-summary`} className="mt-1 text-ink-muted">
                      {service.summary}
                    </p>
                  </div>
                  <span className="grid size-9 shrink-0 place-items-center self-center rounded-full bg-teal-100 text-petrol-800 max-xs:hidden">
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("size-6 transition-transform duration-200", open && "rotate-180")}
                    />
                  </span>
                  <span
                    id={`service-${service.id}-tip`}
                    role="tooltip"
                    className={cn(
                      "absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-lg bg-petrol-950 px-3 py-2 text-sm font-bold whitespace-nowrap text-white shadow-soft",
                      quiet ? "hidden" : "invisible group-hover:visible group-has-focus-visible:visible",
                    )}
                  >
                    {service.title}
                  </span>
                </div>
                <div
                  ref={(element) => {
                    if (element) panels.current.set(service.id, element);
                  }}
                  id={`service-${service.id}`}
                  role="region"
                  aria-labelledby={`service-${service.id}-title`}
                  className={cn(
                    "rounded-card border border-line bg-canvas p-6 shadow-soft sm:p-8 lg:order-last lg:col-span-3",
                    open ? "animate-fade-in" : "js:hidden",
                  )}
                >
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    {/* On a phone the open card sits right above its panel and already shows the name. */}
                    <h3 id={`service-${service.id}-title`} className="min-w-0 text-2xl js:max-lg:sr-only">
                      {service.title}
                    </h3>
                    {/* A wrapper, because the button's own `inline-flex` would win over `hidden`. */}
                    <span className="ms-auto hidden shrink-0 js:block">
                      <Button variant="ghost" size="sm" onClick={() => close(service.id)}>
                        <X aria-hidden="true" />
                        {closeLabel}
                      </Button>
                    </span>
                  </div>
                  <div className="mt-3 grid gap-6 lg:grid-cols-2 lg:gap-10">
                    <p>{service.description}</p>
                    <ul className="flex flex-wrap content-start gap-2">
                      {service.options.map((option) => (
                        <li key={option.id}>
                          <Button asChild size="sm" variant={option.special ? "primary" : "outline"}>
                            <a href={option.path}>
                              {option.title}
                              {option.special ? null : <ArrowRight aria-hidden="true" className="rtl:rotate-180" />}
                            </a>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </Fragment>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
