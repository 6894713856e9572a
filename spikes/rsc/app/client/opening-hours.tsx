"use client";

export { OpeningHours } from "#/app/components/sections/opening-hours.tsx";
