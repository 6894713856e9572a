import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The prerendered page's JSON-LD describes that page only, and React does not own it (seo() writes
 * it at build time alone). After the first client-side change of page it is removed, so the
 * document never describes a page it no longer shows.
 */
export function useDropStaleStructuredData() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  }, [pathname]);
}
