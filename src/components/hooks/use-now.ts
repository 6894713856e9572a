import { useSyncExternalStore } from "react";

const MINUTE = 60_000;

const everyMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, MINUTE);
  return () => window.clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const unknown = () => null;

/**
 * The current time to the minute, or null while prerendering and hydrating: a static page
 * cannot know when it is read, so whatever depends on the clock fills in afterwards.
 */
export function useNow(): Date | null {
  const minute = useSyncExternalStore(everyMinute, currentMinute, unknown);
  return minute === null ? null : new Date(minute);
}
