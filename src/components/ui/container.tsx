import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#/src/lib/cn.ts";

export const containerVariants = cva("mx-auto w-full px-4 sm:px-6 lg:px-8", {
  variants: {
    width: {
      content: "max-w-7xl",
      /** The header: room for the full desktop menu. */
      wide: "max-w-(--breakpoint-2xl)",
      /** Running text: about 70 characters a line. */
      text: "max-w-3xl",
    },
  },
  defaultVariants: { width: "content" },
});

/** The page's content width with side padding (`containerVariants` for a shell that writes the element itself). */
export function Container({
  className,
  width,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof containerVariants>) {
  return <div className={cn(containerVariants({ width }), className)} {...props} />;
}
