import * as client from 'openid-client';
import type { Config } from '../../config';

export const SSO_NOT_CONFIGURED = 'Single sign-on is not set up for this portal';
export const SSO_FAILED = 'Single sign-on failed. Please try again.';
export const SSO_NO_ACCOUNT =
  'There is no BeSmart account for this e-mail address. Ask your administrator for an invitation.';

export interface OidcClient {
  configuration: client.Configuration;
  redirectUri: string;
}

const cache = new Map<string, Promise<OidcClient>>();

/** Discovers the provider once per issuer/client (a failed discovery is retried next time). */
export function oidcClient(config: Config): Promise<OidcClient> | null {
  const oidc = config.oidc;
  if (!oidc) return null;
  const key = `${oidc.issuer}|${oidc.clientId}|${config.publicUrl}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = client
      .discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined, {
        execute: config.oidcAllowInsecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .then((configuration) => ({ configuration, redirectUri: `${config.publicUrl}/mylogin` }));
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export async function authorizationRedirect(oc: OidcClient) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(oc.configuration, {
    redirect_uri: oc.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, codeVerifier, nonce };
}

/**
 * Exchanges the code the browser brought back to /mylogin and answers the verified e-mail.
 * The SPA passes code and state (and iss when the provider sent it); with a single configured
 * issuer, a missing iss is taken to be that issuer.
 */
export async function exchangeCode(
  oc: OidcClient,
  params: { code: string; state: string; iss?: string },
  checks: { codeVerifier: string; nonce: string },
): Promise<{ email: string; subject: string }> {
  const current = new URL(oc.redirectUri);
  current.searchParams.set('code', params.code);
  current.searchParams.set('state', params.state);
  const iss = params.iss ?? oc.configuration.serverMetadata().issuer;
  if (oc.configuration.serverMetadata().authorization_response_iss_parameter_supported) {
    current.searchParams.set('iss', iss);
  }
  const tokens = await client.authorizationCodeGrant(oc.configuration, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: params.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  let email = typeof claims.email === 'string' ? claims.email : undefined;
  let verified = claims.email_verified;
  if (!email) {
    const info = await client.fetchUserInfo(oc.configuration, tokens.access_token, claims.sub);
    email = typeof info.email === 'string' ? info.email : undefined;
    verified = info.email_verified;
  }
  if (!email || verified === false)
    throw new Error('the provider did not confirm an e-mail address');
  return { email: email.toLowerCase(), subject: claims.sub };
}
