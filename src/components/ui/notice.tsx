import { CheckCircle2, TriangleAlert, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "#/src/lib/cn.ts";
import { prefersReducedMotion } from "#/src/lib/motion.ts";

export type NoticeContent = { tone: "success" | "error"; title: string; description: string };

/**
 * Place once around a form and its notices: gives them a live region right after the form, where
 * the visitor who just pressed its button is looking. A notice never lies over a field on a phone.
 */
export function NoticeProvider({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Toast.Provider swipeDirection="right" label={label}>
      {children}
      {/* The region's own name; Radix's default is English ("Notifications (F8)"). */}
      <Toast.Viewport label={`${label} ({hotkey})`} className="flex flex-col outline-none" />
    </Toast.Provider>
  );
}

/**
 * One toast-style notice. The owner keeps a single notice in state, so at most one is
 * ever visible; errors stay longer and are announced assertively.
 */
export function Notice({
  notice,
  onClose,
  closeLabel,
}: {
  notice: NoticeContent & { id: number };
  onClose: () => void;
  closeLabel: string;
}) {
  const error = notice.tone === "error";
  const Icon = error ? TriangleAlert : CheckCircle2;
  const root = useRef<HTMLLIElement>(null);
  // Brought into view (a visitor may have scrolled the button to the screen's bottom edge).
  useEffect(() => {
    root.current?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [notice.id]);
  return (
    <Toast.Root
      ref={root}
      key={notice.id}
      type={error ? "foreground" : "background"}
      duration={error ? 12_000 : 8_000}
      onOpenChange={(open) => !open && onClose()}
      data-tone={notice.tone}
      className={cn(
        "mt-4 flex animate-fade-in items-start gap-3 rounded-card border-2 p-4 shadow-soft",
        error ? "border-coral-700 bg-coral-100 text-coral-700" : "border-success bg-white text-ink",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-6 shrink-0", !error && "text-success")} />
      <div className="flex-1">
        <Toast.Title className="font-bold">{notice.title}</Toast.Title>
        <Toast.Description className="mt-1">{notice.description}</Toast.Description>
      </div>
      <Toast.Close
        aria-label={closeLabel}
        className="-m-2 grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-5" />
      </Toast.Close>
    </Toast.Root>
  );
}
