import { describe, expect, it } from "vitest";
import { relatedPosts } from "#/src/lib/blog/related.ts";

const post = (path: string, title: string, summary: string, date: string) => ({ path, title, summary, date });

const posts = [
  post("/blogs/a", "Tinnitus en stress", "Waarom oorsuizen erger lijkt bij spanning.", "2024-01-01"),
  post("/blogs/b", "Zwemdopjes voor kinderen", "Zwemmen met buisjes in de oren.", "2024-03-01"),
  post("/blogs/c", "Week van het oorsuizen", "Aandacht voor tinnitus, elk jaar in februari.", "2023-02-01"),
  post("/blogs/d", "Gehoorschade voorkomen", "Hard geluid en uw oren.", "2024-05-01"),
  post("/blogs/e", "Festivals en gehoor", "Muziek zonder gehoorschade.", "2024-04-01"),
];

describe("relatedPosts", () => {
  it("puts the posts on the same subject first, never the post itself", () => {
    const related = relatedPosts(posts[0]!, posts);
    expect(related[0]!.path).toBe("/blogs/c");
    expect(related.map((other) => other.path)).not.toContain("/blogs/a");
  });

  it("fills up with the newest others, at most the number asked", () => {
    expect(relatedPosts(posts[1]!, posts, 2).map((other) => other.path)).toEqual(["/blogs/d", "/blogs/e"]);
  });

  it("works with only one post, or none besides it", () => {
    expect(relatedPosts(posts[0]!, [posts[0]!])).toEqual([]);
  });
});
