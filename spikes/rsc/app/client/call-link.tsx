"use client";

export { CallLink } from "#/app/components/call-link.tsx";
