"use client";

export { HeroVideo } from "#/app/components/hero-video.tsx";
