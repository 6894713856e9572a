// A bare HTTP/1.1 client over a TCP socket: sends the request bytes exactly as given (paths like
// `//[`, `/../`, NUL bytes, broken request lines), which fetch and Playwright would normalise or refuse.
import { connect } from "node:net";

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The connection ended before the body announced by Content-Length or chunking was complete. */
  truncated: boolean;
};

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as-is instead of a request built from method, path and headers. */
  raw?: string | Buffer;
  body?: string;
};

/** Parses one response from the bytes the server sent before closing; `undefined` when it sent none. */
export function parseResponse(bytes: Buffer, head = false): RawResponse | undefined {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine, ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = bytes.subarray(end + 4);
  let truncated = false;
  if (head || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0), truncated };
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const parts: Buffer[] = [];
    let rest = body;
    truncated = true;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) break;
      const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (Number.isNaN(size)) break;
      if (size === 0) {
        truncated = false;
        break;
      }
      const chunk = rest.subarray(lineEnd + 2, lineEnd + 2 + size);
      parts.push(chunk);
      if (chunk.length < size) break;
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    truncated = body.length < length;
    body = body.subarray(0, length);
  }
  return { status, headers, body, truncated };
}

/**
 * Sends one request with `Connection: close` and reads until the server closes. Rejects when the
 * connection fails or no answer comes within `timeout` ms; resolves `undefined` when the server
 * closed without an answer.
 */
export function rawRequest(
  port: number,
  { method = "GET", path, headers = {}, raw, body }: RawRequest,
  timeout = 10_000,
): Promise<RawResponse | undefined> {
  const request =
    raw ??
    [
      `${method} ${path} HTTP/1.1`,
      "Host: localhost",
      "Connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
      "",
      body ?? "",
    ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeout} ms to ${String(request).slice(0, 80)}`));
    }, timeout);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server may reset the connection right after answering a bad request: keep what arrived.
    socket.on("error", (error) => {
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks), method === "HEAD"));
    });
  });
}
