import type * as nodeFs from "node:fs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const file = "content/blog/nieuw-artikel.md";

// One uploaded photo that exists, without putting a file in the repository.
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof nodeFs>();
  return { ...fs, existsSync: (path: string) => path.endsWith("fixture-photo.jpg") || fs.existsSync(path) };
});
import { parsePost, publishedPosts, readPosts } from "#/src/data/blog-posts.server.ts";
import { sharedTexts, type SharedTextId } from "#/src/copy/shared-texts.ts";
import { requiredSharedTexts } from "#/src/copy/advice-rules.ts";

const valid = `---
id: 99
title: "Een nieuw artikel over horen"
slug: nieuw-artikel
summary: "Een samenvatting van het nieuwe artikel die lang genoeg is om op de overzichtspagina te staan."
date: 2024-06-01
author: praktijk
published: true
---

## Tussenkop

Tekst van het artikel.
`;

// The posts themselves are the owner's: these tests hold for any set of files in content/blog/.
describe("the blog collection", () => {
  it("reads every post file, each with its own number", () => {
    const posts = readPosts();
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it("publishes only the posts marked published, newest first, each at /blogs/<slug>", () => {
    const published = publishedPosts();
    expect(published.map((post) => post.slug).sort()).toEqual(
      readPosts()
        .filter((post) => post.published)
        .map((post) => post.slug)
        .sort(),
    );
    const dates = published.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of published) expect(post.path).toBe(`/blogs/${post.slug}`);
  });
});

describe("a post file", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("appears in the collection as soon as it is saved (as the content guide says)", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "nieuw-artikel.md"), valid);
    const [post] = publishedPosts(dir);
    expect(post).toMatchObject({ slug: "nieuw-artikel", path: "/blogs/nieuw-artikel", date: "2024-06-01" });
    expect(post!.html).toContain('<h2 id="tussenkop">Tussenkop</h2>');
  });

  it("is refused in Dutch, naming its file and the field at fault", () => {
    expect(() => parsePost("nieuw-artikel.md", valid.replace(/^title: .*$/m, ""))).toThrow(`${file} › Titel: `);
    expect(() => parsePost("nieuw-artikel.md", valid.replace("2024-06-01", "1 juni 2024"))).toThrow(
      `${file} › Datum: schrijf de datum als jaar-maand-dag`,
    );
    expect(() => parsePost("nieuw-artikel.md", valid.replace("praktijk", "iemand"))).toThrow(
      `${file} › Geschreven door`,
    );
    expect(() => parsePost("ander-bestand.md", valid)).toThrow(
      `content/blog/ander-bestand.md › Webadres: "nieuw-artikel" past niet bij de naam van het bestand`,
    );
    expect(() => parsePost("nieuw-artikel.md", "Geen gegevensblok")).toThrow(/geen gegevensblok bovenaan/);
  });

  it("with an uploaded photo names a photo that is not there, and asks what a photo shows", () => {
    const withPhoto = (name: string) =>
      valid.replace("author: praktijk", `author: praktijk\nimage: media/photos/blog/${name}`);
    expect(() => parsePost("nieuw-artikel.md", withPhoto("ontbreekt.jpg"))).toThrow(
      `${file} › Foto: deze foto staat niet in de map`,
    );
    expect(() => parsePost("nieuw-artikel.md", withPhoto("fixture-photo.jpg"))).toThrow(
      `${file} › Wat staat er op de foto?: beschrijf wat er op de foto staat`,
    );
  });

  it("needs no number: the editor writes none", () => {
    expect(parsePost("nieuw-artikel.md", valid.replace("id: 99\n", ""))).toMatchObject({ slug: "nieuw-artikel" });
  });

  it("may not use the old address of a post that moved", () => {
    const moved = valid.replaceAll("nieuw-artikel", "stress-en-tinnitus");
    expect(() => parsePost("stress-en-tinnitus.md", moved)).toThrow(
      "Webadres: dit adres stuurt bezoekers al door naar /blogs/stress-tinnitus; kies een ander webadres",
    );
  });

  it("in a blog with problems in several posts stops the build with all of them listed, and a title used twice", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "nieuw-artikel.md"), valid);
    writeFileSync(
      join(dir, "tweede-artikel.md"),
      valid.replaceAll("nieuw-artikel", "tweede-artikel").replace("id: 99", "id: 98"),
    );
    writeFileSync(join(dir, "kapot.md"), valid.replaceAll("nieuw-artikel", "kapot").replace("2024-06-01", "morgen"));
    writeFileSync(join(dir, "ander.md"), valid.replace("id: 99", "id: 97"));
    let message = "";
    try {
      readPosts(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("content/blog/kapot.md › Datum");
    expect(message).toContain(
      'content/blog/ander.md › Webadres: "nieuw-artikel" past niet bij de naam van het bestand',
    );
    expect(message).toMatch(
      /content\/blog\/(nieuw|tweede)-artikel\.md › Titel: het artikel op \/blogs\/(nieuw|tweede)-artikel heeft al deze titel/,
    );
  });

  it("cannot show an unpublished draft", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "nieuw-artikel.md"), valid.replace("published: true", "published: false"));
    expect(publishedPosts(dir)).toEqual([]);
  });
});

describe("a post's shared texts (src/copy/shared-texts.ts)", () => {
  const withBody = (body: string) => valid.replace("Tekst van het artikel.\n", body);
  const sudden = "Hoort u plotseling veel slechter? Dat is vervelend.\n";

  it("shows the named text in the site's one wording, where the line stands", () => {
    const post = parsePost(
      "nieuw-artikel.md",
      withBody(`${sudden}\n{{vaste tekst: plotseling-slechter-horen}}\n\nMeer tekst.\n`),
    );
    const { title, paragraphs } = sharedTexts["plotseling-slechter-horen"];
    expect(post.html).toContain('data-shared-text="plotseling-slechter-horen"');
    expect(post.html).toContain(`>${title}</h3>`);
    for (const paragraph of paragraphs) expect(post.html).toContain(`>${paragraph}</p>`);
    expect(post.html.indexOf("data-shared-text")).toBeLessThan(post.html.indexOf("Meer tekst."));
    expect(post.html).not.toContain("{{");
  });

  it.each(Object.entries(sharedTexts).filter(([id]) => id !== "duurder-toestel"))(
    "is refused when its words are about %s without the shared text, saying which line to add",
    (id) => {
      const mentions: Record<string, string> = {
        "plotseling-slechter-horen": sudden,
        "zwemmen-met-buisjes": "Mag een kind met trommelvliesbuisjes zwemmen?\n",
        "geluid-bij-concerten": "Bij een concert is het vaak 100 tot 120 dB.\n",
        "na-hard-geluid": "Klinken uw oren dof na een avond in de club?\n",
        "oorsuizen-huisarts": "Zit het suizen aan één kant? Bel de huisarts.\n",
        "oorafdruk-voorzichtig": "Mag er een oorafdruk worden gemaakt als ik aan mijn oor geopereerd ben?\n",
      };
      expect(() => parsePost("nieuw-artikel.md", withBody(mentions[id]!))).toThrow(
        `${file}: de tekst gaat over ${sharedTexts[id as SharedTextId].about}. Zet op een eigen regel {{vaste tekst: ${id}}}`,
      );
      expect(() => parsePost("nieuw-artikel.md", withBody(`${mentions[id]}\n{{vaste tekst: ${id}}}\n`))).not.toThrow();
    },
  );

  it("is refused for a name that is no shared text, or one named twice", () => {
    expect(() => parsePost("nieuw-artikel.md", withBody("{{vaste tekst: bestaat-niet}}\n"))).toThrow(
      `${file}: er is geen vaste tekst "bestaat-niet". Kies uit: ${Object.keys(sharedTexts).join(", ")}.`,
    );
    const twice = "{{vaste tekst: duurder-toestel}}\n\nTekst.\n\n{{vaste tekst: duurder-toestel}}\n";
    expect(() => parsePost("nieuw-artikel.md", withBody(twice))).toThrow(
      `${file}: de vaste tekst "duurder-toestel" staat twee keer in de tekst`,
    );
  });

  it("holds for every post the owner has: each shows what its words call for", () => {
    for (const post of readPosts()) {
      for (const id of requiredSharedTexts(
        post.html.replace(/<section[^>]*data-shared-text[\s\S]*?<\/section>/g, "").replace(/<[^>]+>/g, " "),
      )) {
        expect(post.html, `${post.slug}: ${id}`).toContain(`data-shared-text="${id}"`);
      }
    }
  });
});
