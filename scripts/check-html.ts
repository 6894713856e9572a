// `npm run check:html`: the W3C Nu HTML Checker (vnu-jar) over every page in the build
// (build/client/**/*.html). Each page passes with no errors; exits with 1 when any has one.
// It needs Java: JAVA_HOME, `java` on the PATH, or (as root on Debian) Debian's runtime, installed here.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");

function findJava(): string | undefined {
  const candidates = [
    process.env.JAVA_HOME && join(process.env.JAVA_HOME, "bin", "java"),
    "java",
    "/usr/bin/java",
  ].filter((candidate): candidate is string => !!candidate);
  return candidates.find((java) => spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0);
}

function ensureJava(): string | undefined {
  const found = findJava();
  if (found) return found;
  if (existsSync("/etc/debian_version") && process.getuid?.() === 0) {
    console.log("No Java found: installing Debian's default-jre-headless for the HTML checker.");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], { stdio: "inherit" });
  }
  return findJava();
}

type Message = { type: string; url: string; lastLine?: number; message: string; extract?: string };

const pages = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html"))
  .sort()
  .map((file) => join(client, file));

const java = ensureJava();
let failed = 0;
if (!java) {
  console.error("The HTML checker needs Java: install a Java runtime (e.g. `apt-get install default-jre-headless`).");
  failed = 1;
} else if (pages.length === 0) {
  console.error("No built pages in build/client: run `npm run build` first.");
  failed = 1;
} else {
  const run = spawnSync(java, ["-Xss8m", "-jar", vnuJar, "--errors-only", "--format", "json", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu reports on stderr, and exits with 1 when it found errors.
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] };
  const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
  for (const page of pages) {
    const url = new URL(`file:${page}`).href;
    const own = errors.filter((error) => decodeURI(error.url) === decodeURI(url));
    const name = `/${relative(client, page)}`;
    if (own.length === 0) continue;
    failed++;
    console.log(`✗ ${name}`);
    for (const error of own) console.log(`    line ${error.lastLine ?? "?"}: ${error.message}`);
  }
  if (run.status !== 0 && errors.length === 0) {
    console.error(run.stderr || run.stdout);
    failed = Math.max(failed, 1);
  }
  console.log(`\nNu HTML Checker: ${pages.length - failed} of ${pages.length} pages without errors.`);
}

const passed = java ? pages.length - failed : 0;
if (process.env.HTML_CHECK_JSON) writeFileSync(process.env.HTML_CHECK_JSON, JSON.stringify({ passed, failed }));
process.exitCode = failed ? 1 : 0;
