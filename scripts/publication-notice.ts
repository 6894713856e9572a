// The publication workflow's notices to the owner (.github/workflows/publish.yml), as GitHub issues in
// Dutch (hosting/publication-notice.ts), with the `gh` command of GitHub's runners and the workflow's own token:
// - `node scripts/publication-notice.ts failed <log>`: opens an issue when a publication fails (or adds
//   to the open one), naming the cause; the step that failed comes from MISLUKTE_STAP (the step ids).
// - `… succeeded`: closes that issue once a publication works.
// - `… eigen-risico`: opens (or updates) the reminder while a year's eigen risico is missing (in
//   December the coming year's, from January the current year's), and closes it once it is in.
// Runs without the content loader: it must also work when the owner's files are what stopped the publication.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import {
  eigenRisicoReminder,
  failureNotice,
  reminderDoneComment,
  successComment,
  type FailedStep,
} from "#/hosting/publication-notice.ts";
import { parseDataFile } from "#/src/data/data-files.ts";
import { eigenRisicoCheck } from "#/src/data/eigen-risico.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";

const FAILED = "publicatie-mislukt";
const REMINDER = "eigen-risico";
const [outcome, logFile] = process.argv.slice(2);
const runUrl = `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`;
const content = (file: string) => readFileSync(join(import.meta.dirname, "..", "content", file), "utf8");

function gh(...args: string[]): string {
  const run = spawnSync("gh", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`gh ${args[0]} ${args[1]}: ${run.stderr}`);
  return run.stdout.trim();
}

const openIssues = (label: string) =>
  gh("issue", "list", "--label", label, "--state", "open", "--json", "number", "--jq", ".[].number")
    .split("\n")
    .filter(Boolean);

const makeLabel = (label: string, description: string) =>
  gh("label", "create", label, "--color", "B60205", "--description", description, "--force");

/** The editor's address, read without checking the files: this also runs when they do not pass. */
function editorUrl(): string {
  try {
    return new URL("/admin/", String(parse(content("practice.yaml")).origin)).href;
  } catch {
    return "/admin/ op het adres van uw website";
  }
}

/** Whether the site is live (content/website.yaml), read without checking: when in doubt, it is. */
function live(): boolean {
  try {
    return parse(content("website.yaml")).live !== false;
  } catch {
    return true;
  }
}

if (outcome === "failed") {
  const { title, body } = failureNotice(logFile && existsSync(logFile) ? readFileSync(logFile, "utf8") : "", {
    runUrl,
    editorUrl: editorUrl(),
    webBuilder: process.env.WEBBOUWER,
    live: live(),
    failedStep: (process.env.MISLUKTE_STAP || undefined) as FailedStep | undefined,
  });
  makeLabel(FAILED, "Een publicatie van de website is mislukt");
  const open = openIssues(FAILED);
  if (open[0]) gh("issue", "comment", open[0], "--body", body);
  else gh("issue", "create", "--title", title, "--body", body, "--label", FAILED);
} else if (outcome === "eigen-risico") {
  let reminder: ReturnType<typeof eigenRisicoReminder>;
  try {
    const { years } = parseDataFile("content/eigen-risico.yaml", content("eigen-risico.yaml"));
    reminder = eigenRisicoReminder(eigenRisicoCheck(years, practiceClock(new Date()).date), { editorUrl: editorUrl() });
  } catch {
    // A file that does not pass is the publication's notice to report, not the reminder's.
    process.exit(0);
  }
  const open = openIssues(REMINDER);
  if (!reminder) {
    for (const number of open) gh("issue", "close", number, "--comment", reminderDoneComment);
  } else if (!open[0]) {
    makeLabel(REMINDER, "Het eigen risico van een jaar ontbreekt nog");
    gh("issue", "create", "--title", reminder.title, "--body", reminder.body, "--label", REMINDER);
  } else if (gh("issue", "view", open[0], "--json", "body", "--jq", ".body") !== reminder.body.trim()) {
    // From December to January the reminder becomes urgent: said again, so GitHub e-mails it again.
    gh("issue", "edit", open[0], "--title", reminder.title, "--body", reminder.body);
    gh("issue", "comment", open[0], "--body", reminder.body);
  }
} else {
  for (const number of openIssues(FAILED)) gh("issue", "close", number, "--comment", successComment(runUrl));
}
