// React Router's default RSC client entry (@react-router/dev/dist/config/default-rsc-entries/
// entry.client.tsx), plus an optional hydration gate like the site's (app/lib/hydration-gate.ts):
// built with VITE_SPIKE_RSC_GATE=1, the RSC payload is decoded and the page hydrated only after the
// page has loaded and painted, at the first touch/key, or at the latest 2.5 s after DOMContentLoaded.
import "virtual:react-router/unstable_rsc/inject-hmr-runtime";

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  createFromReadableStream,
  createTemporaryReferenceSet,
  encodeReply,
  setServerCallback,
} from "@vitejs/plugin-rsc/browser";
import {
  unstable_createCallServer as createCallServer,
  unstable_getRSCStream as getRSCStream,
  unstable_RSCHydratedRouter as RSCHydratedRouter,
  type unstable_RSCPayload as RSCPayload,
} from "react-router/dom";

const HYDRATION_WAIT_CAP_MS = 2500;

function hydrationGate(): Promise<void> {
  if (import.meta.env.VITE_SPIKE_RSC_GATE !== "1") return Promise.resolve();
  return new Promise((go) => {
    let done = false;
    const start = () => {
      if (!done) {
        done = true;
        go();
      }
    };
    const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    if (document.readyState === "complete") afterPaint();
    else window.addEventListener("load", afterPaint, { once: true });
    for (const type of ["pointerdown", "keydown", "touchstart"])
      window.addEventListener(type, start, { capture: true, passive: true, once: true });
    const cap = () => setTimeout(start, HYDRATION_WAIT_CAP_MS);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", cap, { once: true });
    else cap();
  });
}

setServerCallback(createCallServer({ createFromReadableStream, createTemporaryReferenceSet, encodeReply }));

void hydrationGate().then(() =>
  createFromReadableStream<RSCPayload>(getRSCStream()).then((payload) => {
    startTransition(async () => {
      const formState = payload.type === "render" ? await payload.formState : undefined;
      hydrateRoot(
        document,
        <StrictMode>
          <RSCHydratedRouter createFromReadableStream={createFromReadableStream} payload={payload} />
        </StrictMode>,
        { formState },
      );
    });
  }),
);
