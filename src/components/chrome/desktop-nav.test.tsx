import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DesktopNav } from "#/src/components/chrome/desktop-nav.tsx";
import { mainMenu } from "#/src/registry/pages.ts";
import { PageContext } from "#/src/components/hooks/page-context.ts";
import "#/src/i18n/i18n.ts";

function renderOn(path: string) {
  render(
    <PageContext value={{ path, hoursExceptions: [] }}>
      <DesktopNav />
    </PageContext>,
  );
  return screen.getByRole("navigation");
}

const groupItem = mainMenu.flatMap((entry) => (entry.type === "group" ? entry.items : []))[0]!;

describe("DesktopNav", () => {
  it("links with plain addresses, so every page change is a full page load", () => {
    const links = within(renderOn("/")).getAllByRole("link", { hidden: true });
    expect(links.length).toBeGreaterThan(mainMenu.length);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^\/[^#]*$/);
  });

  it("marks the link to the page being shown, and only that one", () => {
    const nav = renderOn(groupItem.path);
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("href", groupItem.path);
  });

  it("marks the group that holds the page being shown, and no other", () => {
    const nav = renderOn(groupItem.path);
    const marked = nav.querySelectorAll("button[data-current]");
    expect(marked).toHaveLength(1);
    expect(within(marked[0]!.parentElement!).getByRole("link", { hidden: true, current: "page" })).toHaveAttribute(
      "href",
      groupItem.path,
    );
  });

  it("marks a single page's link also on the pages below it, but Home only on itself", () => {
    const single = mainMenu.find((entry) => entry.type === "link" && entry.path !== "/")!;
    const nav = renderOn(`${single.type === "link" ? single.path : ""}/een-bericht`);
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(nav.querySelector('a[href="/"]')).not.toHaveAttribute("aria-current");
  });

  it("marks Home on the home page only", () => {
    const nav = renderOn(groupItem.path);
    expect(nav.querySelector('a[href="/"]')).not.toHaveAttribute("aria-current");
  });

  it("moves through a dropdown's links with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    const nav = renderOn("/");
    const groups = mainMenu.flatMap((entry) => (entry.type === "group" ? [entry] : []));
    // Every button in the menu opens a dropdown; take one with at least three links.
    const trigger = within(nav).getAllByRole("button")[groups.findIndex((group) => group.items.length >= 3)]!;
    const links = within(trigger.parentElement!).getAllByRole("link", { hidden: true });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(links[2]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(links[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });
});
