// Cloudflare Pages Function at /oauth/auth and /oauth/callback: the editor's "Inloggen met GitHub",
// served by the site itself. Decap CMS opens /oauth/auth in a small window, which sends the owner to
// GitHub; GitHub sends them back to /oauth/callback with a code, which this exchanges for a token
// (that needs the OAuth app's secret, so it cannot happen in the browser) and hands to the editor
// through the window's message to the page that opened it. Nothing is stored.

/** The OAuth app's id and secret: set once by the web builder in the Pages project (docs/content.md). */
export type OAuthEnv = { GITHUB_CLIENT_ID?: string; GITHUB_CLIENT_SECRET?: string };

const STATE_COOKIE = "editor_login";
/** What Decap may ask for: `repo` for a private repository, `public_repo` for a public one. */
const scopes = new Set(["repo", "public_repo"]);

const cookieValue = (request: Request, name: string) =>
  request.headers
    .get("Cookie")
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];

/** A small Dutch page in the login window: its script tells the editor, then the window closes. */
function loginPage(message: string, result?: { token: string } | { error: string }): Response {
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const reply = result
    ? `authorization:github:${"token" in result ? "success" : "error"}:${JSON.stringify(
        "token" in result ? { token: result.token, provider: "github" } : { message: result.error },
      )}`
    : "";
  // The handshake Decap CMS expects (decap-cms-lib-auth): announce, wait for the editor's answer
  // from this same site, then send the result to exactly that page.
  const script = result
    ? `(function () {
  var reply = ${JSON.stringify(reply)};
  if (!window.opener) return;
  window.addEventListener("message", function answer(event) {
    if (event.origin !== location.origin || event.data !== "authorizing:github") return;
    window.removeEventListener("message", answer);
    window.opener.postMessage(reply, event.origin);
  });
  window.opener.postMessage("authorizing:github", location.origin);
})();`
    : "";
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Inloggen</title></head>
<body><p>${message}</p>${script ? `<script nonce="${nonce}">${script}</script>` : ""}</body>
</html>`;
  return new Response(html, {
    status: result && "error" in result ? 400 : 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      "X-Robots-Tag": "noindex",
      // The login window must keep its link to the editor that opened it.
      "Cross-Origin-Opener-Policy": "unsafe-none",
      "Set-Cookie": `${STATE_COOKIE}=; Path=/oauth; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const notSetUp = () =>
  loginPage("Inloggen is nog niet ingesteld. Vraag uw webbouwer om de GitHub-koppeling in te stellen.", {
    error: "Inloggen is nog niet ingesteld (GITHUB_CLIENT_ID en GITHUB_CLIENT_SECRET ontbreken).",
  });

/** GET /oauth/auth?provider=github&scope=repo: on to GitHub's consent screen. */
export function startLogin(request: Request, env: OAuthEnv): Response {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notSetUp();
  const url = new URL(request.url);
  const scope = url.searchParams.get("scope") ?? "repo";
  const state = crypto.randomUUID();
  const github = new URL("https://github.com/login/oauth/authorize");
  github.searchParams.set("client_id", env.GITHUB_CLIENT_ID);
  github.searchParams.set("redirect_uri", `${url.origin}/oauth/callback`);
  github.searchParams.set("scope", scopes.has(scope) ? scope : "repo");
  github.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: github.href,
      "Cache-Control": "no-store",
      "Set-Cookie": `${STATE_COOKIE}=${state}; Path=/oauth; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

/** GET /oauth/callback?code=…&state=…: the token for the editor, or a Dutch explanation. */
export async function finishLogin(request: Request, env: OAuthEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notSetUp();
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (url.searchParams.get("error") === "access_denied")
    return loginPage("U hebt geen toestemming gegeven. Sluit dit venster en probeer het opnieuw.", {
      error: "Geen toestemming gegeven bij GitHub.",
    });
  if (!code || !state || state !== cookieValue(request, STATE_COOKIE))
    return loginPage("Dit inloggen is verlopen. Sluit dit venster en klik opnieuw op Inloggen met GitHub.", {
      error: "Het inloggen is verlopen of niet vanuit de beheeromgeving begonnen.",
    });
  let token: string | undefined;
  try {
    const response = await fetcher("https://github.com/login/oauth/access_token", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "klankwijs-editor" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/oauth/callback`,
      }),
    });
    token = ((await response.json()) as { access_token?: string }).access_token;
  } catch {
    token = undefined;
  }
  if (!token)
    return loginPage("GitHub gaf geen toegang. Sluit dit venster en probeer het opnieuw.", {
      error: "GitHub gaf geen toegang. Probeer het opnieuw; lukt het niet, vraag het uw webbouwer.",
    });
  return loginPage("U bent ingelogd. Dit venster sluit vanzelf.", { token });
}

type Context = { request: Request; env: OAuthEnv; params: { action?: string | string[] } };

/** The one module Cloudflare runs (no imports: it is bundled on its own by wrangler). */
export const onRequestGet = ({ request, env, params }: Context) =>
  params.action === "auth"
    ? startLogin(request, env)
    : params.action === "callback"
      ? finishLogin(request, env)
      : new Response("Niet gevonden", { status: 404 });
