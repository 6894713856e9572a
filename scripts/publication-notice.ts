// `node scripts/publication-notice.ts failed <log>` or `… succeeded`: in the publication workflow
// (.github/workflows/publish.yml), opens a Dutch GitHub issue when a publication fails, adds to the
// open one when it fails again, and closes it when a publication succeeds (hosting/publication-notice.ts).
// Uses the `gh` command of GitHub's runners, with the workflow's own token. Runs without the content
// loader: it must also work when the owner's files are what stopped the publication.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { failureNotice, successComment } from "#/hosting/publication-notice.ts";

const LABEL = "publicatie-mislukt";
const [outcome, logFile] = process.argv.slice(2);
const runUrl = `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`;

function gh(...args: string[]): string {
  const run = spawnSync("gh", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`gh ${args[0]} ${args[1]}: ${run.stderr}`);
  return run.stdout.trim();
}

const open = gh("issue", "list", "--label", LABEL, "--state", "open", "--json", "number", "--jq", ".[].number")
  .split("\n")
  .filter(Boolean);

/** The editor's address, read without checking the files: this also runs when they do not pass. */
function editorUrl(): string {
  try {
    const { origin } = parse(readFileSync(join(import.meta.dirname, "..", "content", "practice.yaml"), "utf8"));
    return new URL("/admin/", String(origin)).href;
  } catch {
    return "/admin/ op het adres van uw website";
  }
}

if (outcome === "failed") {
  const { title, body } = failureNotice(logFile && existsSync(logFile) ? readFileSync(logFile, "utf8") : "", {
    runUrl,
    editorUrl: editorUrl(),
    webBuilder: process.env.WEBBOUWER,
  });
  gh(
    "label",
    "create",
    LABEL,
    "--color",
    "B60205",
    "--description",
    "Een publicatie van de website is mislukt",
    "--force",
  );
  if (open[0]) gh("issue", "comment", open[0], "--body", body);
  else gh("issue", "create", "--title", title, "--body", body, "--label", LABEL);
} else {
  for (const number of open) gh("issue", "close", number, "--comment", successComment(runUrl));
}
