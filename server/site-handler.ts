/**
 * Answers one request from a release (server/releases.ts): 301 for moved addresses, the file with
 * its pre-compressed copy where the browser accepts one, the not-found page with 404, and a short
 * Dutch answer with the right status for everything else. Ranges, conditional requests (304, 412)
 * and HEAD are `send`'s (Express's static-file engine); which file and which coding is ours.
 * Every error ends in an answer, or, once the headers are out, in closing that connection alone.
 */
import type { ReadStream } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import Negotiator from "negotiator";
import send from "send";
import type { FileStamp } from "#/server/file-cache.ts";
import { whenConnectionCloses, type Refusal } from "#/server/http-server.ts";
import { codings, type Coding, type FileEntry } from "#/server/manifest.ts";
import { headerKind } from "#/server/paths.ts";
import { judgePreconditions } from "#/server/preconditions.ts";
import type { FileSource, Release } from "#/server/releases.ts";
import { clampSuffixRanges, parseTarget, redirectKey, safeSearch, validRange } from "#/server/request-target.ts";
import { writeInParts } from "#/server/write-in-parts.ts";

const ALLOWED_METHODS = "GET, HEAD";

/** What a visitor reads when the answer is not a page. */
export const messages: Record<number, string> = {
  400: "Dit adres klopt niet. Controleer het adres, of ga naar de homepagina.",
  405: "Op dit adres kunt u alleen pagina's opvragen, niets versturen of wijzigen.",
  408: "Het duurde te lang voordat uw vraag binnen was. Laad de pagina opnieuw.",
  412: "Dit bestand is intussen gewijzigd. Laad de pagina opnieuw.",
  414: "Dit adres is te lang. Controleer het adres, of ga naar de homepagina.",
  416: "Dit deel van het bestand bestaat niet. Laad het bestand opnieuw.",
  417: "Uw browser stelde een voorwaarde die deze website niet kent. Probeer een andere browser.",
  431: "Uw browser stuurde te veel gegevens mee. Laad de pagina opnieuw, of wis de cookies van deze website.",
  500: "Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.",
  501: "Op dit adres kunt u alleen pagina's opvragen, niets versturen of wijzigen.",
  505: "Uw browser vroeg de pagina op een manier op die deze website niet kent. Probeer een andere browser.",
};

const preference: (Coding | "identity")[] = [...(Object.keys(codings) as Coding[]), "identity"];

/**
 * A file this large with compressed copies goes compressed to a client that names no coding at all
 * (RFC 9110 §12.5.3: any is acceptable to it): only the editor's bundle (some 5 MB as it is, 1.5 MB
 * as gzip), which no browser asks for without Accept-Encoding.
 */
const COMPRESSED_BY_DEFAULT_BYTES = 2 * 1024 * 1024;

/** The best coding the browser accepts of those the file has; undefined: the file as it is. */
function chooseCoding(req: IncomingMessage, entry: FileEntry): Coding | undefined {
  const available = preference.filter((coding) => coding === "identity" || entry.encodings[coding as Coding]);
  if (available.length === 1) return undefined;
  if (req.headers["accept-encoding"] === undefined)
    return entry.size > COMPRESSED_BY_DEFAULT_BYTES && entry.encodings.gzip ? "gzip" : undefined;
  // Negotiator 1 breaks ties by `preferred` (br before gzip); its published types predate the option.
  const negotiator = new Negotiator(req) as unknown as {
    encodings: (available: string[], options: { preferred: string[] }) => string[];
  };
  const [best] = negotiator.encodings(available, { preferred: preference });
  return best === undefined || best === "identity" ? undefined : (best as Coding);
}

/**
 * Bytes read ahead per download of a file not kept in memory (Node's default is 64 KB): with the
 * socket's own 16 KB (server/http-server.ts), what a visitor who stops reading holds in the process.
 */
const STREAM_CHUNK = 16 * 1024;

/** A path for `send`, which decodes what it is given: each segment encoded again. */
const sendPath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

function clearHeaders(res: ServerResponse) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
}

function setHeaders(res: ServerResponse, headers: Record<string, string | number>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The file's type, coding and Vary; send adds the rest. */
function representationHeaders(res: ServerResponse, entry: FileEntry, coding: Coding | undefined) {
  res.setHeader("Content-Type", entry.type);
  if (Object.keys(entry.encodings).length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (coding) res.setHeader("Content-Encoding", coding);
}

/**
 * send's last step, after its checks and headers are done: the requested bytes from the build's
 * cache (server/file-cache.ts) when the file is kept there, else from disk as send does (and kept
 * for next time).
 */
function bytesFromMemory(sending: send.SendStream, res: ServerResponse, source: FileSource): send.SendStream {
  let stamp: FileStamp | undefined;
  sending.on("headers", (_res: ServerResponse, _path: string, stat: FileStamp) => {
    stamp = { size: stat.size, mtimeMs: stat.mtimeMs };
  });
  const fromDisk = sending.stream.bind(sending);
  // send closes its file stream when the answer is done or its socket closes; an answer queued
  // behind another (pipelined) has no socket yet, so the connection's close must do it.
  sending.on("stream", (stream: ReadStream) =>
    stream.once(
      "close",
      whenConnectionCloses(res.req.socket, () => stream.destroy()),
    ),
  );
  sending.stream = (file: string, options: { start?: number; end?: number } = {}) => {
    // The connection closed while send looked the file up: nothing to send it to.
    if (res.req.socket.destroyed) return;
    const bytes = stamp && source.cache.get(file, stamp);
    if (!bytes) {
      if (stamp) source.cache.keep(file, stamp);
      return fromDisk(file, options);
    }
    writeInParts(res, bytes.subarray(options.start ?? 0, (options.end ?? bytes.length - 1) + 1));
  };
  return sending;
}

/** Whether an Expect field asks for nothing but 100-continue (RFC 9110 §10.1.1; empty members are no expectation). */
function onlyContinue(expect: string | undefined): boolean {
  const members = (expect ?? "").split(",").map((member) => member.trim().toLowerCase());
  return members.every((member) => member === "" || member === "100-continue");
}

/** Conditional dates given on more than one line are a list, which no HTTP-date is: ignored (RFC 9110 §13.1.3, §13.1.4). */
function dropRepeatedDates(req: IncomingMessage) {
  for (const name of ["if-modified-since", "if-unmodified-since"]) {
    const lines = req.rawHeaders.filter((field, i) => i % 2 === 0 && field.toLowerCase() === name).length;
    if (lines > 1) delete req.headers[name];
  }
}

/**
 * A request whose body cannot be read, or that has one where the site wants none, is refused before
 * anything else, then the connection closes: the parser may find the body broken only after the
 * request was handed over, and one request gets one answer (RFC 9112 §9.3).
 * - Transfer-Encoding in HTTP/1.0 (§6.1), or not ending in chunked (§6.3): 400.
 * - A transfer coding before chunked that the site does not speak ("gzip, chunked", §6.1): 501.
 * - GET or HEAD with a body, which has no meaning and is a means of smuggling (RFC 9110 §9.3.1): 400.
 */
export function framingStatus(req: Pick<IncomingMessage, "headers" | "httpVersion" | "method">): 400 | 501 | undefined {
  const transferEncoding = req.headers["transfer-encoding"];
  if (transferEncoding !== undefined) {
    const chain = transferEncoding.split(",").map((coding) => coding.trim().toLowerCase());
    if (req.httpVersion === "1.0" || chain.at(-1) !== "chunked") return 400;
    if (chain.length > 1) return 501;
  }
  const withBody = transferEncoding !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (withBody && (req.method === "GET" || req.method === "HEAD")) return 400;
  return undefined;
}

/**
 * A Host header as RFC 9112 §3.2 has it: exactly one, a host name or address with an optional
 * port (empty is allowed); HTTP/1.0 may send none. Anything else gets 400.
 */
function validHost(rawHeaders: string[], httpVersion = "1.1"): boolean {
  const hosts = rawHeaders.filter((_, i) => i % 2 === 0 && rawHeaders[i]!.toLowerCase() === "host");
  if (hosts.length === 0 && httpVersion === "1.0") return true;
  if (hosts.length !== 1) return false;
  const value = rawHeaders[rawHeaders.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === "host") + 1]!;
  return /^(\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]*)(:\d*)?$/i.test(value);
}

export type SiteHandlerOptions = {
  log?: (message: string) => void;
  /**
   * The owner edits on their own computer (`npm run edit`): /admin/ may reach the editor's local
   * backend. Set by the server's start, never by anything in a request (decision 024).
   */
  localEditing?: boolean;
};

export function createSiteHandler(
  current: () => Release,
  { log = console.error, localEditing = false }: SiteHandlerOptions = {},
) {
  /**
   * A short Dutch text with the status and the page headers; `keep`: headers already set that
   * still describe the file (Vary, ETag on a 412 or 416).
   */
  function plain(
    res: ServerResponse,
    release: Release,
    status: number,
    headers: Record<string, string> = {},
    keep: string[] = [],
  ) {
    const body = `${messages[status] ?? messages[500]}\n`;
    const kept = Object.fromEntries(
      keep.flatMap((name) => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : [])),
    );
    clearHeaders(res);
    res.statusCode = status;
    setHeaders(res, {
      ...release.manifest.headers.page,
      ...kept,
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(res.req.method === "HEAD" ? undefined : body);
  }

  /** The not-found page with 404, compressed where accepted; never ranged or 304. */
  function notFound(req: IncomingMessage, res: ServerResponse, release: Release) {
    const entry = release.manifest.notFound;
    const coding = chooseCoding(req, entry);
    clearHeaders(res);
    res.statusCode = 404;
    setHeaders(res, release.manifest.headers.page);
    representationHeaders(res, entry, coding);
    const bare = { method: req.method, headers: {} } as IncomingMessage;
    const sending = send(bare, sendPath(`/404.html${coding ? codings[coding] : ""}`), {
      root: release.client,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      index: false,
    });
    bytesFromMemory(sending, res, release)
      .on("error", (error: Error) => failed(res, release, error))
      .pipe(res);
  }

  /** After an error: an answer if none has started, else the connection closed (the body stays visibly incomplete). */
  function failed(res: ServerResponse, release: Release, error: Error & { status?: number }) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = error.status && messages[error.status] ? error.status : 500;
    if (status === 500) log(`${res.req.method} ${res.req.url}: ${error.stack ?? error}`);
    plain(res, release, status);
  }

  /** `path` from `source`: the release's own folder, or for a hashed file an earlier build's. */
  function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    release: Release,
    source: FileSource,
    path: string,
    entry: FileEntry,
  ) {
    const coding = chooseCoding(req, entry);
    const stored = coding ? entry.encodings[coding]! : entry;
    const kind = headerKind(path, localEditing);
    setHeaders(res, release.manifest.headers[kind]);
    // A page allows its own inline scripts (hosting/http-policy.ts `sitePolicies`).
    const policy = kind === "page" ? release.manifest.policies[path] : undefined;
    if (policy) res.setHeader("Content-Security-Policy", policy);
    representationHeaders(res, entry, coding);
    // A Range that is not valid syntax is ignored (RFC 9110 §14.2): the whole file, never another part.
    if (req.headers.range && !validRange(req.headers.range)) delete req.headers.range;
    if (req.headers.range) req.headers.range = clampSuffixRanges(req.headers.range, stored.size);
    // send hands its options on to fs.createReadStream; its published types do not list that.
    const options: send.SendOptions & { highWaterMark: number } = {
      root: source.client,
      index: false,
      dotfiles: "allow",
      cacheControl: false,
      highWaterMark: STREAM_CHUNK,
    };
    const sending = send(req, sendPath(`${path}${coding ? codings[coding] : ""}`), options);
    bytesFromMemory(sending, res, source)
      // The manifest's ETag (from the bytes) while the file is the one the build wrote; send's own
      // (weak) otherwise. Then the request's conditions, judged as RFC 9110 has them.
      .on("headers", (_res: ServerResponse, _path: string, stat: FileStamp) => {
        // To the second: a copy of the build (tar, some file systems) keeps whole seconds only.
        const same = stat.size === stored.size && Math.floor(stat.mtimeMs / 1000) === Math.floor(stored.mtimeMs / 1000);
        const etag = same ? stored.etag : undefined;
        if (etag) res.setHeader("ETag", etag);
        judgePreconditions(req.headers, etag, new Date(stat.mtimeMs).toUTCString());
      })
      .on("error", (error: Error & { status?: number; headers?: Record<string, string> }) => {
        if (error.status === 404) return notFound(req, res, release);
        if ((error.status === 416 || error.status === 412) && !res.headersSent)
          return plain(res, release, error.status, error.headers, error.status === 412 ? ["Vary", "ETag"] : ["Vary"]);
        failed(res, release, error);
      })
      .pipe(res);
  }

  function handle(req: IncomingMessage, res: ServerResponse, release: Release) {
    if (req.httpVersionMajor !== 1) return plain(res, release, 505, { Connection: "close" });
    const framing = framingStatus(req);
    if (framing) return plain(res, release, framing, { Connection: "close" });
    dropRepeatedDates(req);
    if (!validHost(req.rawHeaders, req.httpVersion)) return plain(res, release, 400, { Connection: "close" });
    // An expectation other than 100-continue (RFC 9110 §10.1.1); Node leaves it to the site.
    if (!onlyContinue(req.headers.expect)) return plain(res, release, 417, { Connection: "close" });
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Whatever it sent is not read: the connection closes after the answer.
      return plain(res, release, 405, { Allow: ALLOWED_METHODS, Connection: "close" });
    }
    const target = parseTarget(req.url);
    if (!target.ok) return plain(res, release, target.status);
    const moved = release.manifest.redirects[redirectKey(target.path)];
    if (moved) {
      res.statusCode = 301;
      setHeaders(res, { ...release.manifest.headers.page, Location: `${moved}${safeSearch(target.search)}` });
      res.setHeader("Content-Length", 0);
      return res.end();
    }
    const path = target.path;
    const known = (file: string) => release.files.has(file) || release.earlier.has(file);
    const file = path.endsWith("/") ? `${path}index.html` : known(path) ? path : `${path}/index.html`;
    const entry = release.files.get(file);
    if (entry) return serveFile(req, res, release, release, file, entry);
    // A page of an earlier build, loaded before the switch, still gets its hashed files.
    const earlier = release.earlier.get(file);
    if (earlier) return serveFile(req, res, release, earlier.source, file, earlier.entry);
    notFound(req, res, release);
  }

  function siteHandler(req: IncomingMessage, res: ServerResponse) {
    const release = current();
    try {
      handle(req, res, release);
    } catch (error) {
      failed(res, release, error as Error);
    }
  }

  /** For a request Node could not read (server/http-server.ts): the same answer as plain(), as raw HTTP. */
  const refusal: Refusal = (status, headers = {}) => {
    const body = `${messages[status] ?? messages[500]}\n`;
    const fields = {
      ...current().manifest.headers.page,
      ...headers,
      Date: new Date().toUTCString(),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    };
    const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`;
  };

  return Object.assign(siteHandler, { refusal });
}
