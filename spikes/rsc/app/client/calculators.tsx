"use client";

export { NoiseCalculator, CostCalculator } from "#/app/components/sections/islands.ts";
