"use client";

export { ServicesSection } from "#/app/components/home/services-section.tsx";
