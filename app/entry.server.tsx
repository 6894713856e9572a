import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

export const streamTimeout = 5_000;

/**
 * Renders a page at build time (every route is prerendered). Unlike the framework's streaming
 * default, React's static `prerender` waits for all content, islands included, so the HTML is
 * complete without JavaScript: no streamed-in boundaries, no inline script needed to reveal them.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // Never move a large finished section out of place to stream it: there is nothing to stream.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
