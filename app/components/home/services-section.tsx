import { ArrowRight, Ear, Headphones, ShieldCheck, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#/app/components/ui/button.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import { HeadProfileArt } from "#/app/components/illustrations/head-profile-art.tsx";
import type { Service, ServiceColour } from "#/app/content/home.ts";
import { cn } from "#/app/lib/cn.ts";
import { scrollToTop } from "#/app/lib/scroll.ts";

const pointColours: Record<ServiceColour, string> = {
  coral: "bg-coral-600 ring-coral-100",
  petrol: "bg-petrol-800 ring-teal-200",
  amber: "bg-amber-400 text-petrol-950 ring-coral-100",
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
  placeholder: string;
  closeLabel: string;
  services: Service[];
};

/**
 * Three points on an illustration; clicking one opens its panel, clicking it again
 * or 'Sluiten' closes it. Without JavaScript every panel is simply shown.
 */
export function ServicesSection({ id, title, intro, placeholder, closeLabel, services }: Props) {
  const [selected, setSelected] = useState<Service["id"] | null>(null);
  const [quiet, setQuiet] = useState<Service["id"] | null>(null);
  const points = useRef(new Map<Service["id"], HTMLButtonElement>());
  const toggle = (serviceId: Service["id"]) => setSelected((current) => (current === serviceId ? null : serviceId));
  // 'Sluiten' disappears with its panel: focus goes back to the point that opened it, not to the page.
  const close = (serviceId: Service["id"]) => {
    setSelected(null);
    points.current.get(serviceId)?.focus();
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
        <div className="mt-10 grid grid-cols-1 items-start gap-8 md:grid-cols-2">
          <div className="relative mx-auto w-full max-w-md">
            <HeadProfileArt className="h-auto w-full" />
            {services.map((service) => {
              const Icon = icons[service.id];
              const open = selected === service.id;
              return (
                // The point and its tooltip share a hover group, so the tooltip stays while pointed at
                // (WCAG 1.4.13); Escape hides it until the pointer or focus leaves.
                <span
                  key={service.id}
                  data-quiet={quiet === service.id}
                  onMouseLeave={() => setQuiet(null)}
                  style={{ left: `${service.position.x}%`, top: `${service.position.y}%` }}
                  className="group absolute -translate-1/2"
                >
                  <button
                    ref={(element) => {
                      if (element) points.current.set(service.id, element);
                    }}
                    type="button"
                    aria-expanded={open}
                    aria-controls={`service-${service.id}`}
                    aria-labelledby={`service-${service.id}-tip`}
                    onClick={() => toggle(service.id)}
                    onKeyDown={(event) => event.key === "Escape" && setQuiet(service.id)}
                    onBlur={() => setQuiet(null)}
                    className={cn(
                      "grid size-14 place-items-center rounded-full text-white shadow-soft ring-8 transition-transform hover:scale-110",
                      pointColours[service.colour],
                      open && "scale-110 outline-3 outline-offset-2 outline-petrol-900",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-7" />
                  </button>
                  <span
                    id={`service-${service.id}-tip`}
                    role="tooltip"
                    className="invisible absolute bottom-full left-1/2 z-10 mb-3 -translate-x-1/2 rounded-lg bg-petrol-950 px-3 py-2 text-sm font-bold whitespace-nowrap text-white shadow-soft group-focus-within:visible group-hover:visible group-data-[quiet=true]:invisible"
                  >
                    {service.title}
                  </span>
                </span>
              );
            })}
          </div>
          <div>
            {selected === null ? (
              <p className="hidden rounded-card border-2 border-dashed border-teal-200 p-8 text-center text-lg text-ink-muted js:block">
                {placeholder}
              </p>
            ) : null}
            {services.map((service) => (
              <div
                key={service.id}
                id={`service-${service.id}`}
                role="region"
                aria-labelledby={`service-${service.id}-title`}
                className={cn(
                  "mb-6 rounded-card border border-line bg-canvas p-6 shadow-soft sm:p-8",
                  selected === service.id ? "animate-fade-in" : "js:hidden",
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <h3 id={`service-${service.id}-title`} className="min-w-0 text-2xl hyphens-auto">
                    {service.title}
                  </h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => close(service.id)}
                    className="hidden shrink-0 js:inline-flex"
                  >
                    <X aria-hidden="true" />
                    {closeLabel}
                  </Button>
                </div>
                <p className="mt-3">{service.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {service.options.map((option) => (
                    <li key={option.id}>
                      <Button asChild size="sm" variant={option.special ? "primary" : "outline"}>
                        <Link to={option.path} onClick={scrollToTop}>
                          {option.title}
                          {option.special ? null : <ArrowRight aria-hidden="true" className="rtl:rotate-180" />}
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
