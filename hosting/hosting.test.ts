import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { practice, website } from "#/src/data/owner-files.server.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { onRequestGet } from "#/functions/oauth/[action].ts";
import { cmsConfig } from "#/scripts/lib/cms-config.ts";

// The hosted route (decision 028) as configuration in the repository: the publication workflow that
// GitHub runs on every change, and the editor's configuration. Nothing here can reach GitHub or
// Cloudflare; these tests check that the files say what the walkthrough in docs/content.md relies on.

const root = repositoryRoot(import.meta.dirname);
const workflow = parse(readFileSync(join(root, ".github", "workflows", "publish.yml"), "utf8"));
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

const step = z.object({ name: z.string().optional(), uses: z.string().optional(), run: z.string().optional() }).loose();
const workflowSchema = z.object({
  name: z.string(),
  on: z.object({ push: z.object({ branches: z.array(z.string()).length(1) }) }).loose(),
  concurrency: z.object({ group: z.string(), "cancel-in-progress": z.literal(false) }),
  permissions: z.object({ contents: z.literal("read"), issues: z.literal("write") }),
  jobs: z.object({
    publiceren: z.object({
      "runs-on": z.string(),
      steps: z.array(step).min(5),
    }),
  }),
});

const steps = () => workflowSchema.parse(workflow).jobs.publiceren.steps;
const runOf = (name: string) => steps().find((candidate) => candidate.name === name)?.run ?? "";

describe("the publication workflow (.github/workflows/publish.yml)", () => {
  it("has the shape GitHub runs", () => {
    expect(() => workflowSchema.parse(workflow)).not.toThrow();
  });

  it("publishes the branch the editor saves to, on every change to it", () => {
    expect(workflow.on.push.branches).toEqual([website.branch]);
    expect(cmsConfig(practice.origin).backend.branch).toBe(website.branch);
  });

  it("installs exactly the locked packages on the Node the project asks for", () => {
    const node = steps().find((candidate) => candidate.uses?.startsWith("actions/setup-node@"));
    expect(String((node as { with?: { "node-version"?: unknown } }).with?.["node-version"])).toBe(
      /^>=(\d+)/.exec(packageJson.engines.node)![1],
    );
    expect(runOf("Installeren")).toBe("npm ci");
  });

  it("once the site is live, builds only after the owner's files passed, with the project's own commands", () => {
    const build = runOf("Controleren en bouwen");
    expect(build).toContain(
      'if [ "$(node scripts/website-setting.ts live)" = "true" ]; then\n  (npm run check:publish && npm run build)',
    );
    expect(build).toContain("set -o pipefail");
    expect(packageJson.scripts["check:publish"]).toBe("node scripts/check-publish.ts");
  });

  it("publishes a change only after the code's typecheck, lint and unit tests passed, logged for the notice", () => {
    const names = steps().map((candidate) => candidate.name);
    expect(names.indexOf("De code controleren")).toBeGreaterThan(names.indexOf("Controleren en bouwen"));
    expect(names.indexOf("De code controleren")).toBeLessThan(names.indexOf("Publiceren op Cloudflare Pages"));
    const checks = runOf("De code controleren");
    expect(checks).toContain("(npm run typecheck && npm run lint && npm run test:unit) 2>&1 | tee -a publicatie.log");
    expect(checks).toContain("set -o pipefail");
  });

  it("puts the built site and the login on Cloudflare Pages, under the project named in content/website.yaml", () => {
    const deploy = runOf("Publiceren op Cloudflare Pages");
    expect(deploy).toMatch(/npx --yes wrangler@\d+\.\d+\.\d+/);
    expect(deploy).toContain('pages deploy build/client --project-name "$project" --branch "$branch"');
    expect(deploy).toContain("scripts/website-setting.ts cloudflareProject");
    // Not live yet: a preview address, never the real one.
    expect(deploy).toContain('[ "$(node scripts/website-setting.ts live)" = "true" ] || branch=voorbereiding');
    expect(deploy).toContain('--production-branch "$GITHUB_REF_NAME"');
    const env = steps().find((candidate) => candidate.name === "Publiceren op Cloudflare Pages")!.env as object;
    expect(Object.keys(env).sort()).toEqual(["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]);
    expect(website.cloudflareProject).toMatch(/^[a-z0-9-]+$/);
  });

  it("tells the owner and the web builder in Dutch when it fails, and closes that notice once it works again", () => {
    const failed = steps().find((candidate) => candidate.name === "Melding aan de praktijk en de webbouwer")!;
    expect(failed).toMatchObject({ if: "failure()", run: "node scripts/publication-notice.ts failed publicatie.log" });
    const recovered = steps().find((candidate) => candidate.name === "Melding sluiten nu het weer lukt")!;
    expect(recovered).toMatchObject({ if: "success()", run: "node scripts/publication-notice.ts succeeded" });
    expect(existsSync(join(root, "scripts", "publication-notice.ts"))).toBe(true);
  });

  it("tells the notice which step failed, so it names the cause: the owner's files, the code or the host", () => {
    const failed = steps().find((candidate) => candidate.name === "Melding aan de praktijk en de webbouwer")!;
    const named = (failed.env as Record<string, string>).MISLUKTE_STAP;
    const ids = { Installeren: "installeren", "Controleren en bouwen": "bouwen", "De code controleren": "code" };
    for (const [name, id] of Object.entries({ ...ids, "Publiceren op Cloudflare Pages": "publiceren" })) {
      expect(steps().find((candidate) => candidate.name === name)).toMatchObject({ id });
      expect(named).toContain(`steps.${id}.outcome == 'failure' && '${id}'`);
    }
  });

  it("reminds the owner of a missing eigen risico every December and January morning, and on every publication", () => {
    expect(workflow.on.schedule).toEqual([{ cron: "0 6 * 12,1 *" }]);
    expect(workflow.jobs.publiceren.if).toBe("github.event_name != 'schedule'");
    const reminder = (workflow.jobs.herinnering.steps as { name?: string; run?: string }[]).at(-1)!;
    expect(reminder).toMatchObject({ run: "node scripts/publication-notice.ts eigen-risico" });
    expect(workflow.jobs.herinnering.if).toBeUndefined();
    // GitHub keeps one waiting run per group: a morning reminder must not replace a waiting publication.
    expect(workflow.concurrency.group).toBe("${{ github.event_name == 'schedule' && 'herinnering' || 'publiceren' }}");
  });
});

const editorSchema = z.object({
  backend: z.strictObject({
    name: z.literal("github"),
    repo: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
    branch: z.string().min(1),
    base_url: z.url({ protocol: /^https$/ }),
    auth_endpoint: z.literal("oauth/auth"),
  }),
  local_backend: z.literal(true),
  locale: z.literal("nl"),
  site_url: z.url(),
  media_folder: z.literal("media/photos"),
  public_folder: z.literal("/media/photos"),
  collections: z.array(z.object({ name: z.string(), label: z.string() }).loose()).min(1),
});

describe("the editor's configuration (/admin/config.yml)", () => {
  const config = cmsConfig(practice.origin);

  it("has the shape Decap CMS reads, with the repository and branch from content/website.yaml", () => {
    const checked = editorSchema.parse(config);
    expect(checked.backend).toEqual({
      name: "github",
      repo: website.repository,
      branch: website.branch,
      base_url: practice.origin,
      auth_endpoint: "oauth/auth",
    });
  });

  it("logs in on the site itself: the address it opens is answered by the login function", async () => {
    const request = new Request(`${practice.origin}/${config.backend.auth_endpoint}?provider=github&scope=repo`);
    const response = await onRequestGet({
      request,
      env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" },
      params: { action: "auth" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain(encodeURIComponent(`${practice.origin}/oauth/callback`));
  });

  it("puts uploads where the build looks for them", () => {
    const folders = JSON.stringify(config).match(/"media_folder":"[^"]+"/g) ?? [];
    for (const folder of folders) expect(folder).toMatch(/"media_folder":"\/?media\/photos(\/(team|blog))?"/);
  });
});

describe("the test workflow (.github/workflows/test.yml)", () => {
  const tests = parse(readFileSync(join(root, ".github", "workflows", "test.yml"), "utf8"));
  const testSteps = z.object({ jobs: z.object({ tests: z.object({ steps: z.array(step) }) }) }).parse(tests).jobs
    .tests.steps;

  it("runs the whole suite, the browser tests included, on every change to the code", () => {
    expect(testSteps.at(-1)?.run).toBe("npm test");
    expect(packageJson.scripts.test).toBe("node tests/run.ts");
    expect(tests.on.push.branches).toEqual([website.branch]);
    expect(tests.on).toHaveProperty("pull_request");
  });

  it("leaves the owner's edits (content and photos only) to the publication workflow", () => {
    expect(tests.on.push["paths-ignore"]).toEqual(["content/**", "media/photos/**"]);
    expect(workflow.on.push).not.toHaveProperty("paths-ignore");
  });
});
