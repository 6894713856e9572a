import { describe, expect, it, vi } from "vitest";

vi.mock("#/app/data/blog-posts.server.ts", () => ({
  publishedPosts: () => {
    throw new Error("kapot-artikel.md: date: Invalid ISO date");
  },
}));

describe("the pages built from data", () => {
  it("fail the build, naming the post, when a blog post is invalid", async () => {
    const { postPaths } = await import("#/site/lib/static-paths.ts");
    expect(() => postPaths()).toThrow(/kapot-artikel\.md: date/);
  });
});
