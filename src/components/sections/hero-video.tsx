import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { useTranslation } from "#/src/i18n/use-translation.ts";
import { cn } from "#/src/lib/cn.ts";
import { pictureFiles } from "#/media/files.ts";
import { prefersReducedMotion } from "#/src/lib/motion.ts";
import { useVideo } from "#/src/components/ui/media-context.tsx";

/**
 * A muted looping video over its poster. The prerendered page shows only the poster, so the
 * video never delays the first paint; after hydration it plays unless the visitor prefers
 * reduced motion. The pause/play button stays visible (WCAG 2.2.2); it is chrome, in the chrome's language.
 */
export function HeroVideo({ name, className }: { name: string; className?: string }) {
  const video = useVideo(name);
  const { t } = useTranslation();
  const chrome = useChromeLanguage();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    element.autoplay = true;
    element.preload = "auto";
    // A browser may refuse to autoplay; the poster and the play button remain.
    Promise.resolve(element.play()).catch(() => setPlaying(false));
  }, []);

  // What the button said when it was pressed. A press made before the island hydrated is replayed
  // after it (src/directives/first-use.ts) as a script's click, not the visitor's: it was made on
  // the page's 'play' label, so it plays, even if autoplay has started meanwhile.
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const element = ref.current;
    if (!element) return;
    if (playing && event.nativeEvent.isTrusted) element.pause();
    else void element.play();
  };

  return (
    <div className={cn("relative", className)}>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        poster={pictureFiles(video.poster).src}
        width={video.poster.width}
        height={video.poster.height}
        aria-label={video.poster.alt}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-video h-auto w-full rounded-card bg-teal-50 object-cover"
      >
        {video.sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
        Je browser ondersteunt geen video.
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute end-3 bottom-3 hidden min-h-11 rounded-full bg-petrol-950/85 px-4 font-bold text-white shadow-soft hover:bg-petrol-950 js:inline-flex"
      >
        {/* The label follows the chrome; the button keeps its corner of the (Dutch) page. */}
        <span {...chrome} className="flex items-center gap-2">
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          {playing ? t("video.pause") : t("video.play")}
        </span>
      </button>
    </div>
  );
}
