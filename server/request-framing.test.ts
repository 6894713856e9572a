import { describe, expect, it } from "vitest";
import { laterMinorAsHttp11 } from "#/server/http-server.ts";
import { framingStatus } from "#/server/site-handler.ts";

const request = (method: string, headers: Record<string, string>, httpVersion = "1.1") => ({
  method,
  httpVersion,
  headers,
});

describe("framingStatus() (RFC 9112 §6.1, §6.3; RFC 9110 §9.3.1)", () => {
  it("refuses a Transfer-Encoding that does not end in chunked, or any in HTTP/1.0: 400", () => {
    for (const coding of ["identity", "xchunked", "chunked, gzip", "gzip"])
      expect(framingStatus(request("POST", { "transfer-encoding": coding })), coding).toBe(400);
    expect(framingStatus(request("POST", { "transfer-encoding": "chunked" }, "1.0"))).toBe(400);
  });
  it("refuses a transfer coding before chunked that the site does not speak: 501", () => {
    expect(framingStatus(request("POST", { "transfer-encoding": "gzip, chunked" }))).toBe(501);
  });
  it("refuses a GET or HEAD with a body, and lets a body-less one and any other method's body pass", () => {
    expect(framingStatus(request("GET", { "transfer-encoding": "chunked" }))).toBe(400);
    expect(framingStatus(request("HEAD", { "content-length": "3" }))).toBe(400);
    expect(framingStatus(request("GET", { "content-length": "0" }))).toBeUndefined();
    expect(framingStatus(request("GET", {}))).toBeUndefined();
    expect(framingStatus(request("POST", { "transfer-encoding": "Chunked" }))).toBeUndefined();
  });
});

describe("laterMinorAsHttp11() (RFC 9110 §2.5)", () => {
  const bytes = (text: string) => Buffer.from(text, "latin1");
  it("reads HTTP/1.2 to 1.9 in the first request line as HTTP/1.1, keeping the length", () => {
    const later = bytes("GET /a HTTP/1.2\r\nHost: x\r\n\r\n");
    const read = laterMinorAsHttp11(later);
    expect(read.toString("latin1")).toBe("GET /a HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(read.length).toBe(later.length);
    expect(laterMinorAsHttp11(bytes("\r\nHEAD / HTTP/1.9\r\n\r\n")).toString("latin1")).toBe(
      "\r\nHEAD / HTTP/1.1\r\n\r\n",
    );
  });
  it("leaves every other first line as it is", () => {
    for (const text of [
      "GET / HTTP/1.1\r\n\r\n",
      "GET / HTTP/2.0\r\n\r\n",
      "GET / HTTP/1.10\r\n\r\n",
      "GET / http/1.2\r\n\r\n",
      "GET /HTTP/1.2 HTTP/1.0\r\n\r\n",
      "GARBAGE",
    ])
      expect(laterMinorAsHttp11(bytes(text)).toString("latin1"), text).toBe(text);
  });
});
