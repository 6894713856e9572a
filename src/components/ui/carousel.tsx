import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Direction } from "radix-ui";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { prefersReducedMotion } from "#/src/lib/motion.ts";
import { Button } from "#/src/components/ui/button.tsx";

type Props = {
  /** Accessible name of the carousel. */
  label: string;
  slides: ReactNode[];
  /** Wraps from the last slide to the first (the site's default). */
  loop?: boolean;
  className?: string;
};

/**
 * One slide per view on phones, two from md, three from lg; previous/next buttons, arrow keys
 * while focused, drag and touch. Without JavaScript the row scrolls natively. The carousel's
 * name is Dutch content; its buttons and hints are chrome, in the chrome's language (tagged so).
 */
export function Carousel({ label, slides, loop = true, className }: Props) {
  const direction = Direction.useDirection();
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  const id = useId();
  const [viewportRef, api] = useEmblaCarousel({ align: "start", loop, direction });
  const [state, setState] = useState({ selected: 0, canPrev: loop, canNext: slides.length > 1 });

  // Steps asked for in the moment between hydration and Embla's start (a tap kept by client:firstuse),
  // counted until the effect below has moved to them: the api may exist a moment before it runs.
  const early = useRef(0);
  const started = useRef(false);

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({ selected: api.selectedScrollSnap(), canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    // Where the visitor had swiped the row to before Embla took over (the row scrolls natively till then).
    const viewport = api.rootNode();
    const [first, second] = api.slideNodes();
    const swiped =
      first && second ? Math.round(Math.abs(viewport.scrollLeft) / (second.offsetLeft - first.offsetLeft)) : 0;
    viewport.scrollLeft = 0;
    const start = swiped + early.current;
    early.current = 0;
    started.current = true;
    if (start !== 0) api.scrollTo((start + slides.length * 10) % slides.length, true);
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      started.current = false;
      api.off("select", update).off("reInit", update);
    };
  }, [api, slides.length]);

  // Visitors who reduce motion get the next slide at once, without the glide.
  const step = useCallback(
    (by: 1 | -1) => {
      if (!api || !started.current) early.current += by;
      else if (by === 1) api.scrollNext(prefersReducedMotion());
      else api.scrollPrev(prefersReducedMotion());
    },
    [api],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    if (event.key === forward) next();
    else previous();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={`${id}-label`}
      // Embla starts in an effect after hydration; tests wait for this before pressing keys.
      data-ready={api ? "true" : "false"}
      // Its arrow keys need its script: pressed before it hydrated, they are kept for it (client:firstuse).
      data-keys
      onKeyDown={onKeyDown}
      className={cn("relative", className)}
    >
      {/* Names in two languages, each tagged: referenced, never shown. */}
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <span id={`${id}-keys`} hidden {...chrome}>
        {t("carousel.keys")}
      </span>
      {slides.map((_, index) => (
        <span key={index} id={`${id}-slide-${index}`} hidden {...chrome}>
          {t("carousel.slide", { index: String(index + 1), count: String(slides.length) })}
        </span>
      ))}
      <div
        ref={viewportRef}
        role="group"
        aria-labelledby={`${id}-label ${id}-keys`}
        tabIndex={0}
        // Until Embla runs, the row scrolls natively (a swipe before the script counts); then Embla moves it.
        data-live={api ? "" : undefined}
        className="snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto rounded-card focus-visible:outline-offset-4 data-live:overflow-hidden"
      >
        <div className="-ms-4 flex [[data-live]>&]:touch-pan-y">
          {slides.map((slide, index) => (
            <div
              // Slides are fixed content; their order never changes.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-labelledby={`${id}-slide-${index}`}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start ps-4 md:basis-1/2 lg:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-3">
        <p aria-live="polite" className="me-auto text-ink-muted" data-testid="carousel-position">
          {state.selected + 1} / {slides.length}
        </p>
        {/* The arrows point the way the slides run, whatever the label's language. */}
        <Button
          variant="outline"
          size="icon"
          onClick={previous}
          disabled={!state.canPrev}
          aria-label={t("carousel.previous")}
          {...chrome}
        >
          <ChevronLeft aria-hidden="true" className={cn(direction === "rtl" && "rotate-180")} />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={next}
          disabled={!state.canNext}
          aria-label={t("carousel.next")}
          {...chrome}
        >
          <ChevronRight aria-hidden="true" className={cn(direction === "rtl" && "rotate-180")} />
        </Button>
      </div>
    </div>
  );
}
