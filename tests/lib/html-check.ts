// The W3C Nu HTML Checker (vnu-jar) over a list of HTML files, its messages sorted to the files they
// are about. Used by `npm run check:html` on the build, and by its test on a page with known errors.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** A page with errors planted on the lines marked `<!-- planted: … -->`: the checker must find each one. */
export const knownBadPage = join(import.meta.dirname, "..", "known-bad", "invalid-page.html");

/** The lines of a known-bad page marked `<!-- planted: … -->`. */
export const plantedLines = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index) => (line.includes("<!-- planted:") ? [index + 1] : []));

/** One of the checker's messages (JSON output). */
export type Message = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

export type HtmlCheck = {
  /** Each file checked, with its errors (none when it is valid). */
  pages: { file: string; errors: Message[] }[];
  /** Errors the checker reported that belong to no file checked: the check cannot be trusted then. */
  unmatched: Message[];
};

function findJava(): string | undefined {
  const candidates = [
    process.env.JAVA_HOME && join(process.env.JAVA_HOME, "bin", "java"),
    "java",
    "/usr/bin/java",
  ].filter((candidate): candidate is string => !!candidate);
  return candidates.find((java) => spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0);
}

/** JAVA_HOME, `java` on the PATH, or (as root on Debian) Debian's runtime, installed here. */
export function ensureJava(): string | undefined {
  const found = findJava();
  if (found) return found;
  if (existsSync("/etc/debian_version") && process.getuid?.() === 0) {
    console.log("No Java found: installing Debian's default-jre-headless for the HTML checker.");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], { stdio: "inherit" });
  }
  return findJava();
}

/** The file a message is about: the checker writes `file:/path`, a URL parser `file:///path`; both are the same file. */
function messageFile(message: Message): string | undefined {
  if (!message.url?.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(message.url);
  } catch {
    return undefined;
  }
}

/** Sorts the checker's errors to the files checked; an error that names none of them is unmatched. */
export function sortMessages(files: string[], messages: Message[]): HtmlCheck {
  const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
  const pages = files.map((file) => ({ file: resolve(file), errors: [] as Message[] }));
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const unmatched: Message[] = [];
  for (const error of errors) {
    const file = messageFile(error);
    const page = file === undefined ? undefined : byFile.get(resolve(file));
    if (page) page.errors.push(error);
    else unmatched.push(error);
  }
  return { pages, unmatched };
}

/** Runs the checker over `files` in one Java process. Throws when its output is not the JSON it promises. */
export function checkHtml(java: string, files: string[]): HtmlCheck {
  const run = spawnSync(java, ["-Xss8m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu reports on stderr (empty when there is nothing to say), and exits with 1 when it found errors.
  let messages: Message[];
  try {
    messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] }).messages;
  } catch {
    throw new Error(`The HTML checker did not answer in JSON:\n${run.stderr || run.stdout || run.error}`);
  }
  const result = sortMessages(files, messages);
  const errorCount = result.pages.reduce((sum, page) => sum + page.errors.length, 0) + result.unmatched.length;
  if (run.status !== 0 && errorCount === 0) {
    throw new Error(
      `The HTML checker failed without naming an error (exit ${run.status}):\n${run.stderr}${run.stdout}`,
    );
  }
  return result;
}

/** One line per error, as `check:html` prints it: `line 12: message`. */
export const errorLine = (error: Message) => `line ${error.lastLine ?? "?"}: ${error.message}`;
