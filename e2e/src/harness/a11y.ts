// Accessibility checks for the browser journeys: axe-core (@axe-core/playwright, pinned ~4.13 for
// Node 20) on the current page, failing on serious or critical violations with a readable list; a
// helper that runs a step at several viewport widths; and a check that the page never scrolls
// sideways (issue 14: every screen works from 360 px up).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The impacts that fail a journey (WCAG 2.2 AA: moderate and minor are reported by axe but not failed). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Serious or critical axe violations on the page as it is now, with the elements concerned. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** One line per violation and one indented line per element, so a failure reads without a JSON dump. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => {
      const where = f.targets.slice(0, 8).map((t) => `    at ${t}`);
      if (f.targets.length > 8) where.push(`    ... and ${f.targets.length - 8} more`);
      return [`  - ${f.id} (${f.impact ?? 'unknown'}): ${f.help}`, ...where].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe on the page and throws when it finds a serious or critical violation. `label` names the
 * screen in the error (e.g. "lead dashboard 390px").
 */
export async function scanA11y(page: Page, label: string): Promise<void> {
  const findings = await seriousViolations(page);
  if (findings.length > 0) {
    throw new Error(
      `axe: ${findings.length} serious/critical violation(s) on ${label} (${page.url()}):\n${formatFindings(findings)}`,
    );
  }
}

/** Phone widths get a phone-like height; wider ones the journeys' desktop height. */
function heightFor(width: number): number {
  return width < 600 ? 844 : 860;
}

/**
 * Runs `fn` once per width (viewport resized, a short settle for media queries and resize handlers),
 * then restores the page's original viewport, also when `fn` throws.
 */
export async function atWidths(
  page: Page,
  widths: number[],
  fn: (width: number) => Promise<void>,
): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 860 };
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: heightFor(width) });
      await page.waitForTimeout(150);
      await fn(width);
    }
  } finally {
    if (!page.isClosed()) await page.setViewportSize(original);
  }
}

/** True when the document is wider than the viewport (the user would have to scroll sideways). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Throws, naming the widest elements, when the page scrolls sideways at its current width. */
export async function assertNoHorizontalScroll(page: Page, label = page.url()): Promise<void> {
  const overflow = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport + 1) return null;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > viewport + 1 && rect.width > 0) {
        const parentOverflows =
          el.parentElement !== null &&
          el.parentElement.getBoundingClientRect().right > viewport + 1 &&
          el.parentElement !== document.body;
        if (parentOverflows) continue;
        const name = el.tagName.toLowerCase();
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
            : '';
        culprits.push(`${name}${id}${cls} (right edge ${Math.round(rect.right)} px)`);
        if (culprits.length >= 5) break;
      }
    }
    return { viewport, width, culprits };
  });
  if (overflow) {
    throw new Error(
      `${label}: the page is ${overflow.width} px wide in a ${overflow.viewport} px viewport (sideways scroll). Outermost overflowing elements:\n${overflow.culprits.map((c) => `  - ${c}`).join('\n')}`,
    );
  }
}
