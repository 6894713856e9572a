// Copies React Router's prerendered client build to dist/ (the folder served and measured).
import { cpSync, rmSync } from "node:fs";

// With the hydration gate (VITE_SPIKE_RSC_GATE=1) the copy goes to dist-gate/, so both can be measured.
const out = process.env.VITE_SPIKE_RSC_GATE === "1" ? "dist-gate" : "dist";
rmSync(out, { recursive: true, force: true });
cpSync("build/client", out, { recursive: true });
