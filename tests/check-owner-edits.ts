// `npm run check:owner-edits`: makes, in a copy of the project, the edits docs/content.md tells the
// owner to make, and adds a content page as the README tells the web builder to (one content file,
// one registry line), then shows that the typecheck, the unit tests and the build still pass, that
// the built pages carry the new values and that the browser tests that read the owner's data pass
// on them. Fails when any of that does not hold. Run by `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument, stringify } from "yaml";
import { blogRedirects } from "#/src/data/blog-redirects.ts";
import { dayHoursText, practiceClock } from "#/src/lib/opening-hours.ts";
import { formatAmount, formatPrice } from "#/src/lib/price.ts";
import { telHref } from "#/src/lib/contact-links.ts";
import { EDITOR_POST, EDITOR_POST_VALUES } from "#/tests/lib/editor-post.ts";
import { addNewContentPage, NEW_CONTENT_PAGE } from "#/tests/lib/new-content-page.ts";
import { PAGE_COPY_EDITS } from "#/tests/lib/page-copy-edits.ts";
import { copyProject } from "#/tests/lib/project-copy.ts";
import { runOwnerDataBrowserTests } from "#/tests/lib/owner-data-browser-tests.ts";

const root = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "owner-edits-"));
const results: { name: string; ok: boolean; detail?: string }[] = [];
const check = (name: string, ok: boolean, detail?: string) => {
  results.push({ name, ok, detail: ok ? undefined : detail });
  console.log(`${ok ? "✓" : "✗"} ${name}${ok || !detail ? "" : `\n    ${detail}`}`);
};

// The project as it stands, so the build does the owner's work only.
copyProject(root, work);

const path = (file: string) => join(work, file);
/** Edits a data file as the editor at /admin would: the YAML document, field by field. */
function editYaml(file: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(readFileSync(path(file), "utf8"));
  edit(document);
  writeFileSync(path(file), document.toString());
}
const read = (file: string) => parseDocument(readFileSync(path(file), "utf8")).toJS();

// --- The owner's edits (docs/content.md) ---------------------------------------------------------

// Tuesday's hours of a branch, to times no branch has now, with a lunch break.
const newTuesday = "08:15-12:00 en 13:00-16:45";
const tuesdayShown = dayHoursText({ opens: "08:15", closes: "16:45", pause: { from: "12:00", until: "13:00" } });
editYaml("content/opening-hours.yaml", (d) => d.setIn(["branches", "wieringerwerf", "week", "tuesday"], newTuesday));

// A closure on the coming 25 December for both branches, and a shorter day before it for one,
// named as the guide names them (holidays' names, which tests use too).
const today = practiceClock(new Date()).date;
/** The coming day of this month and day ("12-25"): this year's until it has passed. */
const coming = (monthDay: string) => {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
};
const christmas = coming("12-25");
const christmasEve = { date: coming("12-24"), hours: "09:30-13:00", note: "Kerstavond" };
editYaml("content/hours-exceptions.yaml", (d) => {
  const exceptions = (d.get("exceptions") as { items?: unknown[] } | undefined)?.items ?? [];
  d.set("exceptions", [
    ...exceptions,
    { date: christmas, branches: ["hurdegaryp", "wieringerwerf"], hours: "gesloten", note: "Eerste Kerstdag" },
    { ...christmasEve, branches: ["wieringerwerf"] },
  ]);
});

// The music page's Regular price.
const newPrice = { amount: 987, from: false };
editYaml("content/prices.yaml", (d) => d.setIn(["music-regular", "amount"], newPrice.amount));

// A new blog post, exactly as the editor at /admin writes it (no number, its own layout: captured
// from the editor's own save in e2e/cms.spec.ts), and an existing one taken offline.
const postFiles = readdirSync(path("content/blog")).filter((file) => file.endsWith(".md"));
const frontMatter = (file: string) =>
  parseDocument(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path(`content/blog/${file}`), "utf8"))![1]!).toJS();
const posts = postFiles.map((file) => ({ file, ...frontMatter(file) }));
const newPost = { slug: EDITOR_POST_VALUES.slug, title: EDITOR_POST_VALUES.title };
writeFileSync(path(`content/blog/${newPost.slug}.md`), EDITOR_POST);
const offline = posts.find((post) => post.published);
if (!offline) throw new Error("No published post to take offline");
writeFileSync(
  path(`content/blog/${offline.file}`),
  readFileSync(path(`content/blog/${offline.file}`), "utf8").replace(/^published: true$/m, "published: false"),
);

// A new review.
const newReview = {
  name: "Controle",
  context: "Hoortoestellen, Hurdegaryp",
  text: "Een ervaring die de controle toevoegt, zoals de praktijk een nieuwe ervaring toevoegt.",
  rating: 5,
  source: "Google",
  date: "2026-10-01",
};
editYaml("content/reviews.yaml", (d) => d.addIn(["reviews"], newReview));

// A team member leaves.
const team = read("content/team.yaml").members as { name: string }[];
const leaving = team.at(-1)!;
const staying = team.slice(0, -1);
editYaml("content/team.yaml", (d) => d.deleteIn(["members", team.length - 1]));

// Next year's eigen risico, as the owner adds it in the autumn (docs/sources.md).
const nextYear = Number(today.slice(0, 4)) + 1;
const newEigenRisico = { year: nextYear, amount: 417, checked: today, source: "https://www.rijksoverheid.nl/" };
editYaml("content/eigen-risico.yaml", (d) => {
  const years = read("content/eigen-risico.yaml").years as { year: number }[];
  const at = years.findIndex((entry) => entry.year === nextYear);
  if (at >= 0) d.deleteIn(["years", at]);
  d.addIn(["years"], newEigenRisico);
});

// The complaints procedure filled in (/klachten), and the practice's AGB code.
const complaints = {
  officer: "Controle Klachtenfunctionaris",
  officerEmail: "klachten@controle.nl",
  disputesBody: "Controle Geschilleninstantie",
  disputesBodyUrl: "https://geschillen.controle.nl/",
};
const agbCode = "06081953";
editYaml("content/practice.yaml", (d) => {
  for (const [field, value] of Object.entries(complaints)) d.setIn(["complaints", field], value);
  d.setIn(["complaints", "placeholders"], []);
  d.setIn(["legal", "agbCode"], agbCode);
});

// A new phone and WhatsApp number: the guide's own examples (docs/content.md), which an owner may
// well copy (another number if the practice has that one already).
const oldPhone = read("content/practice.yaml").phone as string;
const newPhone = ["+31 511 123 456", "+31 6 12345678"].find((phone) => phone !== oldPhone)!;
const oldWhatsapp = read("content/practice.yaml").whatsappNumber as string;
const newWhatsapp = ["31612345678", "31511123456"].find((number) => number !== oldWhatsapp)!;
editYaml("content/practice.yaml", (d) => {
  d.set("phone", newPhone);
  d.set("whatsappNumber", newWhatsapp);
});

// --- The web builder's edit: a new content page (README) ----------------------------------------

addNewContentPage(work);

// --- What must still pass -------------------------------------------------------------------------

const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI: "" };
function step(name: string, command: string, args: string[]) {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: work, env, encoding: "utf8" });
  const seconds = Math.round((Date.now() - started) / 1000);
  check(
    `${name} passes (${seconds} s)`,
    run.status === 0,
    `${run.stdout}\n${run.stderr}`.trim().split("\n").slice(-25).join("\n    "),
  );
  return run.status === 0;
}
// Not the lint: it reads no file of content/ (the formatter leaves the owner's files alone,
// .prettierignore), and the registry line is written as the formatter leaves the table.
// A content page reworded in the editor: a paragraph changed, a question added, a list item removed.
writeFileSync(path(PAGE_COPY_EDITS.file), stringify(PAGE_COPY_EDITS.apply(read(PAGE_COPY_EDITS.file))));

step("typecheck", "npm", ["run", "--silent", "typecheck"]);
step("unit tests", "vitest", ["run", "--reporter=dot"]);
const built = step("build", "npm", ["run", "--silent", "build"]);

// --- What the built site shows --------------------------------------------------------------------

if (built) {
  const client = path("build/client");
  // A page's HTML without React's markers between pieces of text (`Nu open<!-- --> · tot`).
  const page = (route: string) => readFileSync(join(client, route, "index.html"), "utf8").replaceAll("<!-- -->", "");
  // Every page, not the forwarding pages of moved posts, nor the editor at /admin.
  const htmlFiles = readdirSync(client, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("index.html") && !file.startsWith("admin/"))
    .filter((file) => !Object.hasOwn(blogRedirects, `/${file.replace(/\/index\.html$/, "")}`));
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  const feed = readFileSync(join(client, "blogs", "feed.xml"), "utf8");

  const branch = page("locatie/wieringerwerf");
  check("the branch page shows the new Tuesday hours", branch.includes(tuesdayShown));
  check(
    "every page's footer shows the new Tuesday hours",
    htmlFiles.every((file) => readFileSync(join(client, file), "utf8").includes(tuesdayShown)),
  );
  const christmasText = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${christmas}T12:00:00Z`),
  );
  for (const route of ["locatie/wieringerwerf", "locatie/hurdegaryp"]) {
    const html = page(route);
    check(
      `/${route} lists the closure on ${christmasText}`,
      html.includes(christmasText) && html.includes("(Eerste Kerstdag)"),
    );
    const eve = html.includes(`${dayHoursText({ opens: "09:30", closes: "13:00" })}</span> (${christmasEve.note})`);
    check(
      `/${route} ${route.endsWith("wieringerwerf") ? "lists" : "does not list"} the shorter Kerstavond`,
      eve === route.endsWith("wieringerwerf"),
    );
    check(
      `/${route} tells search engines about the closure`,
      html.includes(`"validFrom":"${christmas}","validThrough":"${christmas}","opens":"00:00","closes":"00:00"`),
    );
  }
  check("the music page shows the new Regular price", page("gehoorbescherming/muziek").includes(formatPrice(newPrice)));

  const postUrl = `/blogs/${newPost.slug}`;
  check("the new post is in /blogs", page("blogs").includes(newPost.title));
  check("the new post has its page", existsSync(join(client, postUrl, "index.html")));
  check("the new post is in the sitemap", sitemap.includes(`${postUrl}</loc>`));
  check("the new post is in the feed", feed.includes(newPost.title));
  check("the new post, a short one, says 1 min leestijd", page(postUrl.slice(1)).includes("1 min leestijd"));
  const offlineUrl = `/blogs/${offline.slug}`;
  check("the unpublished post is gone from /blogs", !page("blogs").includes(`href="${offlineUrl}"`));
  check("the unpublished post has no page", !existsSync(join(client, offlineUrl, "index.html")));
  check(
    "the unpublished post is gone from the sitemap and the feed",
    !sitemap.includes(offlineUrl) && !feed.includes(offlineUrl),
  );

  const reworded = page(PAGE_COPY_EDITS.route);
  check(`/${PAGE_COPY_EDITS.route} shows the reworded paragraph`, reworded.includes(PAGE_COPY_EDITS.paragraph));
  check(
    `/${PAGE_COPY_EDITS.route} shows the new question and its answer`,
    reworded.includes(PAGE_COPY_EDITS.question.title) && reworded.includes(PAGE_COPY_EDITS.question.paragraphs[0]!),
  );
  check(`/${PAGE_COPY_EDITS.route} no longer lists the removed item`, !reworded.includes(PAGE_COPY_EDITS.removed));

  const added = NEW_CONTENT_PAGE;
  check(
    `the new content page ${added.path} is built with its title and its heading`,
    existsSync(join(client, added.path, "index.html")) &&
      page(added.path.slice(1)).includes(`<title>${added.title} |`) &&
      page(added.path.slice(1)).includes(added.heading),
  );
  const withoutLink = htmlFiles.filter(
    (file) => !readFileSync(join(client, file), "utf8").includes(`href="${added.path}"`),
  );
  check(
    "every page's menu links the new content page",
    withoutLink.length === 0,
    `without it: ${withoutLink.join(", ")}`,
  );
  check("the new content page is in the sitemap", sitemap.includes(`${added.path}</loc>`));
  check(
    "the editor has a form for the new content page",
    readFileSync(join(client, "admin", "config.yml"), "utf8").includes(`content/pages/${added.content}.yaml`),
  );

  check("the home page shows the new review", page("").includes(newReview.text));
  const comingYear = `In ${nextYear} wordt het ${formatAmount(newEigenRisico.amount)}.`;
  for (const route of ["kosten-en-vergoeding", "hoortoestellen", "belasting-teruggave"]) {
    check(`/${route} names next year's eigen risico`, page(route).includes(comingYear));
  }
  const about = page("over-ons");
  check(
    "the team page no longer shows the member who left, and still shows the others",
    !about.includes(leaving.name) && staying.every((member) => about.includes(member.name)),
  );

  const complaintsPage = page("klachten");
  check(
    "/klachten names the complaints officer and the disputes body, no longer as examples",
    // Named in the page's words (the owner's), each without the example mark right after it.
    [complaints.officer, complaints.disputesBody].every(
      (name) => complaintsPage.includes(name) && !complaintsPage.includes(`${name}<span data-example`),
    ) && complaintsPage.includes(`href="${complaints.disputesBodyUrl}"`),
  );
  const withoutComplaintsOrAgb = htmlFiles.filter((file) => {
    const html = readFileSync(join(client, file), "utf8");
    return !html.includes('href="/klachten"') || !html.includes(agbCode);
  });
  check(
    "every page's footer links /klachten and shows the AGB code",
    withoutComplaintsOrAgb.length === 0,
    `without: ${withoutComplaintsOrAgb.join(", ")}`,
  );

  const oldTel = `href="${telHref(oldPhone)}"`;
  const newTel = `href="${telHref(newPhone)}"`;
  const withoutNew = htmlFiles.filter((file) => !readFileSync(join(client, file), "utf8").includes(newTel));
  const withOld = htmlFiles.filter((file) => readFileSync(join(client, file), "utf8").includes(oldTel));
  check("every page calls the new phone number", withoutNew.length === 0, `without it: ${withoutNew.join(", ")}`);
  check("no page calls the old phone number", withOld.length === 0, `still there: ${withOld.join(", ")}`);
  const withoutWhatsapp = htmlFiles.filter(
    (file) => !readFileSync(join(client, file), "utf8").includes(`https://wa.me/${newWhatsapp}?`),
  );
  check(
    "every page links the new WhatsApp number",
    withoutWhatsapp.length === 0,
    `without it: ${withoutWhatsapp.join(", ")}`,
  );
}

// --- The browser tests that read the owner's data, on the edited site ----------------------------

if (built) {
  const started = Date.now();
  const browser = runOwnerDataBrowserTests(work, env);
  const seconds = Math.round((Date.now() - started) / 1000);
  check(
    `the ${browser.passed + browser.failed} browser tests that read the owner's data pass on the edited site (${seconds} s)`,
    browser.failed === 0 && browser.passed > 0,
    browser.problems.join("\n    "),
  );
}

rmSync(work, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok).length;
console.log(`\nowner edits: ${results.length - failed} passed, ${failed} failed`);
const report = process.env.OWNER_EDITS_JSON;
const problems = results.filter((result) => !result.ok).map((result) => result.name);
if (report) writeFileSync(report, JSON.stringify({ passed: results.length - failed, failed, problems }));
process.exit(failed === 0 ? 0 : 1);
