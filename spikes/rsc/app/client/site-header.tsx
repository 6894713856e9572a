"use client";

export { SiteHeader } from "#/app/components/site-header.tsx";
