"use client";

export { SiteFooter } from "#/app/components/site-footer.tsx";
