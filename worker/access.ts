import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { InboxAccess } from "./inbox/InboxPage";
import type { Env } from "./env";

/**
 * Who may open the inbox. Deployed, Cloudflare Access stands in front of /inbox and sends each
 * request it lets through with a signed token (`Cf-Access-Jwt-Assertion`); the Worker checks it
 * against the team's published keys, the issuer and the application's audience tag, and refuses
 * anything else. Without Access settings the inbox is open only on this computer: when
 * `npm start` listens on loopback alone (it then sets LOCAL_INBOX, which a deploy never does)
 * and the address asked for names this computer (which keeps a site on the internet from
 * reaching it through a browser here, by a name pointed at 127.0.0.1). Anywhere else it stays
 * locked: the `Host` a client sends decides nothing by itself.
 */

export type AccessDecision =
  { allowed: true; access: InboxAccess } | { allowed: false; reason: "noAccess" | "notConfigured" };

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The team domain as a URL: `myteam.cloudflareaccess.com` or a whole URL. */
export function teamUrl(domain: string): string {
  const trimmed = domain.trim().replace(/\/+$/, "");
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The team's signing keys, fetched once per team and cached by jose. */
const keySets = new Map<string, JWTVerifyGetKey>();
function teamKeys(team: string): JWTVerifyGetKey {
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${team}/cdn-cgi/access/certs`));
    keySets.set(team, keys);
  }
  return keys;
}

export async function inboxAccess(request: Request, env: Env): Promise<AccessDecision> {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!domain || !audience) {
    return env.LOCAL_INBOX === "loopback" && loopbackHosts.has(new URL(request.url).hostname)
      ? { allowed: true, access: { mode: "local" } }
      : { allowed: false, reason: "notConfigured" };
  }
  const token = request.headers.get("Cf-Access-Jwt-Assertion");
  if (!token) return { allowed: false, reason: "noAccess" };
  const team = teamUrl(domain);
  try {
    const { payload } = await jwtVerify(token, teamKeys(team), {
      issuer: team,
      audience,
      algorithms: ["RS256"],
    });
    const email = typeof payload.email === "string" ? payload.email : null;
    return { allowed: true, access: { mode: "access", email } };
  } catch {
    return { allowed: false, reason: "noAccess" };
  }
}
