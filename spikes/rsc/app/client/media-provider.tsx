"use client";

export { MediaProvider } from "#/app/components/media-context.tsx";
