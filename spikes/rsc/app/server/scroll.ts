// RSC stand-in for app/lib/scroll.ts as seen by server components: a function cannot be passed to
// a client component (Link) from the server, so links drawn on the server lose `onClick={scrollToTop}`.
export const scrollToTop = undefined;
