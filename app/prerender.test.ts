import { describe, expect, it, vi } from "vitest";

vi.mock("#/app/content/blog-posts.server.ts", () => ({
  publishedPosts: () => {
    throw new Error("kapot-artikel.md: date: Invalid ISO date");
  },
}));

describe("prerendering", () => {
  it("fails the build when a blog post is invalid", async () => {
    const { default: config } = await import("#/react-router.config.ts");
    const prerender = config.prerender as (args: { getStaticPaths: () => string[] }) => string[];
    expect(() => prerender({ getStaticPaths: () => ["/"] })).toThrow(/kapot-artikel\.md: date/);
  });
});
