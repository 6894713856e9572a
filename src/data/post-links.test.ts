import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { contentProblems } from "#/src/data/check-content.ts";
import { contentCopies } from "#/src/data/content-copy.fixture.ts";
import { linksOfflinePost } from "#/src/data/post-links.ts";
import { fixturePost } from "#/src/data/post-fixture.ts";

/** A copy of the project's content/ to break. */
const contentCopy = contentCopies();

const offline = (href: string) =>
  `deze link wijst naar een artikel dat niet (meer) online staat: ${href}. Haal de link weg of zet het artikel weer online.`;

/** A copy with a fixture post online, one offline, and a page given a list section linking `href`. */
function copyLinking(href: string) {
  const folder = contentCopy();
  const blog = join(folder, "content", "blog");
  writeFileSync(join(blog, "fixture-online.md"), fixturePost("fixture-online", "praktijk", true));
  writeFileSync(join(blog, "fixture-concept.md"), fixturePost("fixture-concept", "praktijk", false));
  // Any page with sections will do: the link is the test's own.
  const name = readdirSync(join(folder, "content", "pages"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.split("\\").join("/"))
    .find((file) => Array.isArray(parse(readFileSync(join(folder, "content", "pages", file), "utf8")).sections))!;
  const file = join(folder, "content", "pages", name);
  const page = parse(readFileSync(file, "utf8")) as { sections: unknown[] };
  page.sections.push({ type: "list", title: "Lees verder", items: [{ title: "Een artikel", href }] });
  writeFileSync(file, stringify(page));
  return {
    folder,
    page: `content/pages/${name}`,
    field: `Onderdelen › Lijst ${page.sections.length} › Punten › Punt 1 › Adres`,
  };
}

describe("a link to a post that is not online", () => {
  it("is refused in a content page, naming the page's file, the field and the address", () => {
    for (const href of ["/blogs/fixture-concept", "/blogs/fixture-verwijderd", "/blogs/fixture-concept/#kop"]) {
      const { folder, page, field } = copyLinking(href);
      expect(contentProblems(folder)).toEqual([`${page} › ${field}: ${offline(href)}`]);
    }
  });

  it("passes in a content page when the post is online", () => {
    expect(contentProblems(copyLinking("/blogs/fixture-online").folder)).toEqual([]);
  });

  it("is refused in a published post's text, and may wait in a draft", () => {
    const { folder } = copyLinking("/blogs/fixture-online");
    const blog = join(folder, "content", "blog");
    const linking = (slug: string, published: boolean, href: string) =>
      writeFileSync(
        join(blog, `${slug}.md`),
        `${fixturePost(slug, "praktijk", published)}\nLees ook [dit artikel](${href}) en [het overzicht](/blogs).\n`,
      );
    linking("fixture-verwijst", true, "/blogs/fixture-concept");
    linking("fixture-concept-verwijst", false, "/blogs/fixture-concept");
    expect(contentProblems(folder)).toEqual([
      `content/blog/fixture-verwijst.md › Tekst: ${offline("/blogs/fixture-concept")}`,
    ]);
    linking("fixture-verwijst", true, "/blogs/fixture-online");
    expect(contentProblems(folder)).toEqual([]);
  });

  it("counts a moved post's old address as its post, and leaves every other address alone", () => {
    const online = new Set(["/blogs/stress-tinnitus"]);
    expect(linksOfflinePost("/blogs/stress-en-tinnitus", online)).toBe(false);
    expect(linksOfflinePost("/blogs/stress-en-tinnitus", new Set())).toBe(true);
    for (const href of ["/blogs", "/blogs/", "/tinnitus", "https://example.org/blogs/x", "/blogsx/y"])
      expect(linksOfflinePost(href, new Set()), href).toBe(false);
  });
});
