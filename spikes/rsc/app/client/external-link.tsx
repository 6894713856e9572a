"use client";

export { ExternalLink } from "#/app/components/external-link.tsx";
