// `npm run serve` / `npm start`: serves the current build (`build`, a link that `npm run build`
// moves to each new build in one step) with the headers, redirects, compressed copies and ETags its
// serving manifest lists. PORT, HOST; SITE_DIR for another build folder; HEADERS_TIMEOUT and
// REQUEST_TIMEOUT in ms (10 s for the headers, 30 s for the whole request).
// `--local-editing` (`npm run edit`): the owner edits on their own computer, so /admin/ may reach
// the editor's local backend (`npx decap-server`); only on a loopback HOST, never on a published site.
// MAX_CONNECTIONS: open connections at most (1,000); IN_FLIGHT_PER_CLIENT: answers one client address
// may have on their way at once (64; 0: no limit of its own); SEND_WINDOW (ms, 20 s) and
// MIN_SEND_RATE (bytes/s, 512): an answer is reset when its client takes less than that over a
// window (server/connections.ts).
import { join } from "node:path";
import { addressTakenMessage, answers } from "#/server/already-running.ts";
import { createSiteServer } from "#/server/http-server.ts";
import { isLocalHost } from "#/server/paths.ts";
import { watchRelease, type ReleaseWatch } from "#/server/releases.ts";
import { createSiteHandler } from "#/server/site-handler.ts";

const siteDir = process.env.SITE_DIR ?? join(import.meta.dirname, "..", "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const numberFrom = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const localEditing = process.argv.includes("--local-editing");

if (localEditing && !isLocalHost(host)) {
  console.error(
    `Lokaal bewerken (--local-editing) kan alleen op deze computer zelf: HOST is nu ${host}. ` +
      "Laat HOST weg (dan is het localhost), of start de website zonder --local-editing.",
  );
  process.exit(1);
}

let releases: ReleaseWatch;
try {
  releases = watchRelease(siteDir);
} catch (error) {
  console.error(`No complete build at ${siteDir}: run \`npm run build\` first. (${(error as Error).message})`);
  process.exit(1);
}

const server = createSiteServer(createSiteHandler(releases.current, { localEditing }), {
  headersTimeout: numberFrom("HEADERS_TIMEOUT"),
  requestTimeout: numberFrom("REQUEST_TIMEOUT"),
  maxConnections: numberFrom("MAX_CONNECTIONS"),
  inFlightPerClient: numberFrom("IN_FLIGHT_PER_CLIENT"),
  sendWindow: numberFrom("SEND_WINDOW"),
  minSendRate: numberFrom("MIN_SEND_RATE"),
});

server.on("error", async (error: NodeJS.ErrnoException) => {
  if (localEditing && error.code === "EADDRINUSE") {
    // Most often the owner's own editor, started before: it serves the build just made.
    const running = await answers(host, port);
    console.error(addressTakenMessage(host, port, running));
    releases.close();
    process.exit(running ? 0 : 1);
  }
  console.error(`The server could not start on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

// A longer queue of connections not yet accepted than Node's 511, for a burst of newcomers.
server.listen({ port, host, backlog: 4096 }, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : port;
  console.log(`Site served at http://${host}:${shown} from ${releases.current().dir}`);
  if (localEditing) console.log(`Lokaal bewerken: open http://${host}:${shown}/admin/ (met npx decap-server ernaast)`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // So that a server that is gone can be traced in the journal.
    console.log(`Stopping on ${signal}`);
    releases.close();
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
