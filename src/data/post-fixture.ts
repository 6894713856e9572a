// For tests only: a blog post that exists in no content/ folder, so a test of the blog's rules does
// not depend on the owner's posts.

/** A valid post's file text, with the writer and visibility the test needs. */
export const fixturePost = (slug: string, author: "praktijk" | "partnerkliniek", published: boolean) => `---
title: "Fixture-artikel ${slug} over horen"
slug: ${slug}
summary: "Een artikel dat alleen in deze test bestaat, met een samenvatting die lang genoeg is voor het overzicht."
date: 2026-01-15
author: ${author}
published: ${published}
---

Een korte tekst over goed horen in een druk restaurant.
`;
