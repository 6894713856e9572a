"use client";

export { Carousel } from "#/app/components/carousel.tsx";
