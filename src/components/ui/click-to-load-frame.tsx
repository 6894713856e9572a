import { useState, type ReactNode } from "react";

type Props = {
  /** The frame's accessible name. */
  title: string;
  src: string;
  height: number;
  className?: string;
  /** What stands in its place until the visitor asks for it; `show` loads the frame. */
  children: (show: () => void) => ReactNode;
};

/**
 * A third party's frame (a map, a calculator) that loads only once the visitor asks for it, so
 * nobody else hears of a page view (the two-click pattern Dutch privacy guidance expects).
 */
export function ClickToLoadFrame({ title, src, height, className, children }: Props) {
  const [shown, setShown] = useState(false);
  if (!shown) return children(() => setShown(true));
  return (
    <iframe
      // The button the visitor pressed is gone: focus goes to what it brought.
      ref={(element) => element?.focus()}
      title={title}
      src={src}
      height={height}
      referrerPolicy="strict-origin-when-cross-origin"
      className={className}
    />
  );
}
