import type { TestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, type OrgFixture } from './fixtures';

export type SignedInStaff = { id: number; email: string; token: string };

/** A new staff member of `org` with a live session in it (the token the API calls carry). */
export async function signedInStaff(
  t: TestApp,
  org: OrgFixture,
  opts: Parameters<typeof makeStaff>[2] = {},
): Promise<SignedInStaff> {
  const staff = await makeStaff(t.db, org, opts);
  const { token } = await t.tokenFor(staff.email, org.name);
  return { ...staff, token };
}

/** A new organisation with one Admin (`token`) and one Standard member (`standardToken`). */
export async function orgWithAdminAndStandard(
  t: TestApp,
): Promise<{ org: OrgFixture; token: string; standardToken: string }> {
  const org = await makeOrg(t.db);
  const admin = await signedInStaff(t, org, { role: 'Admin' });
  const standard = await signedInStaff(t, org, { role: 'Standard' });
  return { org, token: admin.token, standardToken: standard.token };
}
