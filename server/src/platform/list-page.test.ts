import { pageStatementName } from './list-page';

describe('pageStatementName', () => {
  it('names each distinct text once, the same name every time, and stops naming past its bound', () => {
    const a = pageStatementName('select 1 from a where x = $1');
    const b = pageStatementName('select 1 from b where x = $1');
    expect(a).toMatch(/^besmart_page_[0-9a-f]{20}$/);
    expect(b).toMatch(/^besmart_page_[0-9a-f]{20}$/);
    expect(a).not.toBe(b);
    expect(pageStatementName('select 1 from a where x = $1')).toBe(a);
    // PostgreSQL truncates longer names, and two truncated names could then clash.
    expect(a!.length).toBeLessThanOrEqual(63);

    const names = new Set<string | undefined>();
    for (let n = 0; n < 300; n++) names.add(pageStatementName(`select ${n} from c`));
    expect(names.has(undefined)).toBe(true);
    expect(names.size).toBe(200 - 2 + 1);
    // Texts named before the bound keep their names.
    expect(pageStatementName('select 1 from b where x = $1')).toBe(b);
  });
});
