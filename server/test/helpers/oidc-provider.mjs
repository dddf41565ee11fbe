// A real OpenID Provider (oidc-provider, dev interactions) on 127.0.0.1 for the SSO tests.
// Started as a child process (oidc-provider is ESM-only); prints {"issuer": ...} when ready.
import { createServer } from 'node:net';
import Provider from 'oidc-provider';

const redirectUri = process.argv[2];

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'besmart',
      client_secret: 'besmart-test-secret',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // The login name typed in the dev interaction is the account id and its e-mail.
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: id, email_verified: true }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ['besmart-test-cookie-key'] },
});
provider.proxy = false;

provider.listen(port, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
