import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#/src/lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full whitespace-nowrap font-bold no-underline transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-coral-600 text-white shadow-soft hover:bg-coral-700",
        secondary: "bg-petrol-800 text-white shadow-soft hover:bg-petrol-900",
        outline: "border-2 border-petrol-800 bg-white/70 text-petrol-800 hover:bg-teal-50",
        ghost: "text-petrol-800 hover:bg-teal-100",
        /** A second button on a dark surface. */
        inverse: "border-2 border-white text-white hover:bg-petrol-900",
      },
      size: {
        sm: "min-h-11 px-4 text-sm",
        md: "min-h-12 px-6 text-base",
        /** Under 360 px a step smaller and without its icon, so the label stays on one line. */
        lg: "min-h-14 px-8 text-lg max-xs:px-4 max-xs:text-base max-xs:[&_svg]:hidden",
        /** An icon with a short label beside it (the menu button). */
        compact: "min-h-12 px-3 text-base",
        icon: "size-12 p-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a <Link>) with button styling. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
