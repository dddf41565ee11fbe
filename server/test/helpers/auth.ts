import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { auditTrail, mailOutbox } from '../../src/db/schema/index';
import { withSystem } from '../../src/platform/tenancy';
import { DEMO_PASSWORD } from '../../src/seed/index';

/** Mail recorded for an address, newest first. */
export async function mailTo(db: Db, to: string) {
  return withSystem(db, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)),
  );
}

export async function latestCode(db: Db, to: string): Promise<string> {
  const [mail] = await mailTo(db, to);
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

export async function auditActions(db: Db, action: string) {
  return withSystem(db, (tx) =>
    tx.select().from(auditTrail).where(eq(auditTrail.action, action)).orderBy(desc(auditTrail.id)),
  );
}

export async function countRows(db: Db, table: string, where = sql`true`): Promise<number> {
  const rows = await withSystem(db, async (tx) => {
    const res = (await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return res.rows;
  });
  return rows[0]!.n;
}

export function deviceCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'besmart_device')?.value;
}

export function postLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
  deviceCookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    cookies: deviceCookie ? { besmart_device: deviceCookie } : {},
  });
}

/** The whole new-browser sign-in: password, mailed code, LoginData + device cookie. */
export async function signIn(
  app: FastifyInstance,
  db: Db,
  email: string,
  password = DEMO_PASSWORD,
) {
  const first = await postLogin(app, { username: email, password });
  if (first.statusCode !== 200 || !first.json().data.verificationNeeded) {
    throw new Error(`expected a code step, got ${first.statusCode} ${first.body}`);
  }
  const code = await latestCode(db, email);
  const res = await postLogin(app, { username: email, password, verificationCode: code });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { data: res.json().data, device: deviceCookieOf(res)! };
}
