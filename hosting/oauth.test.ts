import { describe, expect, it, vi } from "vitest";
import { finishLogin, onRequestGet, startLogin } from "#/functions/oauth/[action].ts";

const env = { GITHUB_CLIENT_ID: "app-id", GITHUB_CLIENT_SECRET: "app-secret" };
const site = "https://www.klankwijs.nl";

/** The state the login window got a cookie for on its way to GitHub. */
function started() {
  const response = startLogin(new Request(`${site}/oauth/auth?provider=github&site_id=x&scope=repo`), env);
  const state = /editor_login=([^;]+)/.exec(response.headers.get("Set-Cookie")!)![1]!;
  return { response, state };
}

const callback = (query: string, cookie?: string) =>
  new Request(`${site}/oauth/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Runs the page's script with a stand-in for the editor's window, as Decap CMS answers it. */
async function handshake(html: string) {
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)![1]!;
  const sent: [unknown, string][] = [];
  const listeners: ((event: { origin: string; data: unknown }) => void)[] = [];
  const window = {
    opener: { postMessage: (data: unknown, origin: string) => sent.push([data, origin]) },
    addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: () => {},
  };
  new Function("window", "location", script)(window, { origin: site });
  // Another site's page may not get the token; the editor on this site answers and gets it.
  listeners[0]!({ origin: "https://elders.example", data: "authorizing:github" });
  listeners[0]!({ origin: site, data: "authorizing:github" });
  return sent;
}

describe("the editor's GitHub login on the site itself", () => {
  it("sends the login window to GitHub with the app, the way back and a state, and remembers the state", () => {
    const { response, state } = started();
    expect(response.status).toBe(302);
    const github = new URL(response.headers.get("Location")!);
    expect(github.origin + github.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(github.searchParams)).toEqual({
      client_id: "app-id",
      redirect_uri: `${site}/oauth/callback`,
      scope: "repo",
      state,
    });
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it("trades GitHub's code for a token with the app's secret and hands it to the editor that asked, and only to it", async () => {
    const { state } = started();
    const fetcher = vi.fn(async () => Response.json({ access_token: "gho_token", token_type: "bearer" }));
    const response = await finishLogin(callback(`code=abc&state=${state}`, `editor_login=${state}`), env, fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    const [address, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(String(init.body))).toMatchObject({
      client_id: "app-id",
      client_secret: "app-secret",
      code: "abc",
    });

    const html = await response.text();
    expect(html).toContain("U bent ingelogd.");
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(response.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
    expect(await handshake(html)).toEqual([
      ["authorizing:github", site],
      [`authorization:github:success:${JSON.stringify({ token: "gho_token", provider: "github" })}`, site],
    ]);
  });

  it("refuses a return without the state it started with, in Dutch, without asking GitHub", async () => {
    const fetcher = vi.fn();
    const response = await finishLogin(callback("code=abc&state=vreemd", "editor_login=ander"), env, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Dit inloggen is verlopen.");
    expect((await handshake(html))[1]![0]).toMatch(/^authorization:github:error:/);
  });

  it("says in Dutch when GitHub gives no token, or the owner said no", async () => {
    const { state } = started();
    const noToken = vi.fn(async () => Response.json({ error: "bad_verification_code" }));
    const refused = await finishLogin(callback(`code=oud&state=${state}`, `editor_login=${state}`), env, noToken);
    expect(await refused.text()).toContain("GitHub gaf geen toegang.");
    const denied = await finishLogin(callback(`error=access_denied&state=${state}`, `editor_login=${state}`), env);
    expect(await denied.text()).toContain("U hebt geen toestemming gegeven.");
  });

  it("says in Dutch that the login is not set up yet while the app's id and secret are missing", async () => {
    const response = onRequestGet({ request: new Request(`${site}/oauth/auth`), env: {}, params: { action: "auth" } });
    expect(await (response as Response).text()).toContain("Inloggen is nog niet ingesteld.");
  });
});
