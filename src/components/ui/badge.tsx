import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#/src/lib/cn.ts";

const badgeVariants = cva("inline-flex items-center gap-2 rounded-full font-bold text-balance", {
  variants: {
    tone: {
      open: "bg-teal-100 text-petrol-900 ring-1 ring-teal-200",
      accent: "bg-coral-100 text-coral-700",
      inverse: "bg-petrol-800 text-white",
    },
    size: { sm: "px-3 py-1 text-xs", md: "px-4 py-1.5 text-sm" },
  },
  defaultVariants: { tone: "open", size: "sm" },
});

type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
