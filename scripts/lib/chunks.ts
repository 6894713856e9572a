// How the site's scripts are cut into files (decision 009). Every page loads the root layout, its
// header, footer, chat bubble, language switch and the practice's facts first. Left to itself the
// bundler spreads them over some forty small files, and each file is compressed on its own, so the
// first view carried about 10 KB more than the same code in one file. They go into one `chrome`
// file. A module missing from this list still works: it only becomes a small file of its own.
import type { Rolldown } from "vite";

const chromeModules = [
  "app/root.tsx",
  "app/components/site-", // site-header, site-footer
  "app/components/open-status",
  "app/components/language-switcher",
  "app/components/logo",
  "app/components/chat-bubble",
  "app/components/desktop-nav",
  "app/components/mobile-menu.tsx", // its panel stays a file of its own, loaded on first use
  "app/components/nav-labels",
  "app/components/menu-link",
  "app/components/external-link",
  "app/components/ui/badge",
  "app/components/ui/button",
  "app/components/ui/container",
  "app/components/ui/text-link",
  "app/i18n/i18n",
  "app/i18n/languages",
  "app/i18n/use-",
  "app/i18n/boot",
  "app/i18n/locales/nl",
  "app/lib/cn",
  "app/lib/scroll",
  "app/lib/opening-hours",
  "app/lib/use-now",
  "app/lib/page-context",
  "app/lib/current-page",
  "app/lib/week",
  "app/lib/contact-links",
  "app/lib/motion",
  "app/lib/hydration-gate",
  "app/lib/ui-constants",
  "app/lib/seo",
  "app/lib/site-registry",
  "app/content/business",
  "app/content/site",
  "app/content/brand",
  "content/practice.yaml",
  "content/branches.yaml",
  "content/opening-hours.yaml",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Rolldown's code-splitting setting: the chrome's modules (and what they import) in one file. */
export const codeSplitting: Rolldown.OutputOptions["codeSplitting"] = {
  groups: [
    {
      name: "chrome",
      test: new RegExp(`[\\\\/](${chromeModules.map((path) => escape(path).replaceAll("/", "[\\\\/]")).join("|")})`),
    },
  ],
};
