// Journey 61 (issue 12): AI Insights against a local OpenAI-compatible provider. From an incident's
// Send Report step the lead presses AI Support, asks for a summary and sees it stream in with the
// child's real name where the provider wrote "Child A"; the provider never receives the real name;
// a formal letter is saved as a draft on the incident.
// Then service-user insights for one child, the incident picker, and the service sync. axe and no
// sideways scroll at 1280 and 390 px; screenshots 61-*.png.
import type { Page } from 'playwright-core';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type ChatMessage,
} from '../../test-kit/src/chatCompletionsServer';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { acceptAiTerms, askPrompt, BUILTIN_NOTICE, newestIncident } from '../src/harness/aiUi';
import { DEMO } from '../src/harness/demo';
import { selectPerson, shot, wizard } from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';

let provider: ChatCompletionsServer;

/** The model's answer names the first child pseudonym it was given, as a real model would. */
function reply(messages: ChatMessage[]): string {
  const text = messages.map((m) => m.content).join('\n');
  const child = /\bChild [A-Z]{1,2}\b/.exec(text)?.[0];
  return child
    ? `${child} became upset in the corridor. Staff gave ${child} space and ${child} calmed down within ten minutes.`
    : 'The records show a steady pattern across the service.';
}

const env = setupJourney({
  name: '61-ai-insights',
  beforePortal: async () => {
    provider = await startChatCompletionsServer({ reply });
    return {
      env: {
        AI_BASE_URL: `${provider.url}/v1`,
        AI_API_KEY: 'e2e-test-key',
        AI_MODEL: 'e2e-test-model',
      },
    };
  },
});

afterAll(() => provider?.close());

/** Nothing the provider received may carry the real name. */
function expectNameNeverSent(first: string, last: string, since: number) {
  const sent = provider.requests.slice(since);
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    expect(request.raw).not.toContain(`${first} ${last}`);
    expect(request.raw).not.toContain(last);
    expect(request.raw).not.toMatch(new RegExp(`\\b${first}\\b`));
  }
}

async function checkScreen(page: Page, name: string) {
  await atWidths(page, [1280, 390], async (width) => {
    await scanA11y(page, `${name} at ${width}px`);
    await assertNoHorizontalScroll(page, `${name} at ${width}px`);
    await shot(page, `61-${name}-${width}`);
  });
}

describe('AI Insights with a model provider', () => {
  beforeAll(() => acceptAiTerms(env.portal.url, env.mail), 180_000);

  journey(
    env,
    'from the Send Report step, AI Support streams a summary with the real name restored',
    async () => {
      const { page } = await env.open();
      await signIn(page, env.mail, DEMO.lead);
      const incident = await newestIncident(page);
      const name = `${incident.firstName} ${incident.lastName}`;

      // The incident's Send Report step: AI Support (only with the AI terms accepted).
      await page.goto(
        incident.subType === 'highlevel'
          ? `/incident/high-level/${incident.subject}/edit/${incident.id}`
          : `/incident/${incident.subject}/edit/${incident.id}`,
      );
      await wizard.heading2(page, 'Incident Report').waitFor();
      for (let i = 0; i < 6; i += 1) {
        if (await wizard.heading2(page, 'Send Report').isVisible()) break;
        await wizard.next(page).click();
        await page.waitForTimeout(300);
      }
      await wizard.heading2(page, 'Send Report').waitFor();
      await page.getByRole('button', { name: 'AI Support' }).click();
      await page.waitForURL((url) => url.pathname === `/incident/${incident.subject}/ai/latest`);
      await page.getByRole('heading', { level: 1, name: 'AI Support' }).waitFor();
      await page.getByRole('region', { name: 'Incident' }).getByText(name).waitFor();
      await page.getByText(/for information only/).waitFor();

      const before = provider.requests.length;
      const answer = await askPrompt(page, 'Summarise');
      expect(answer).toContain(`${name} became upset in the corridor`);
      expect(answer).not.toContain('Child A');
      expect(await page.getByText(BUILTIN_NOTICE).count()).toBe(0);
      expect(provider.requests[before]?.body.stream).toBe(true);
      expectNameNeverSent(incident.firstName, incident.lastName, before);
      await page.getByRole('button', { name: 'Copy' }).waitFor();
      expect(
        await page.getByRole('button', { name: 'Save as draft on this incident' }).count(),
      ).toBe(0);

      // A letter: a person saves it as a draft on the incident; it is listed with its text.
      const letter = await askPrompt(page, 'Formal letter');
      expect(letter).toContain(name);
      await page.getByRole('button', { name: 'Save as draft on this incident' }).click();
      await page.getByText('Draft saved on this incident').waitFor();
      const drafts = page.getByRole('region', { name: 'Saved drafts' });
      await drafts.getByText(/^Formal letter, saved .* by /).click();
      await drafts.getByText(`${name} became upset in the corridor`, { exact: false }).waitFor();
      await checkScreen(page, 'incident-support');
    },
    240_000,
  );

  journey(
    env,
    "service-user insights answer about one child; the service's data syncs",
    async () => {
      const { page } = await env.open();
      await signIn(page, env.mail, DEMO.lead);
      const incident = await newestIncident(page);
      const name = `${incident.firstName} ${incident.lastName}`;

      await page.goto('/ai/insights');
      await page.getByRole('heading', { level: 1, name: 'AI Insights' }).waitFor();
      await checkScreen(page, 'home');
      await page.getByRole('link', { name: /^Service User/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/ai/insights/serviceuser'));
      await page.getByText('Please select a service user to continue.').waitFor();
      expect(await page.getByRole('button', { name: 'Staff strategies' }).isDisabled()).toBe(true);

      await selectPerson(page, /^Service User/, name);
      await page.waitForURL(
        (url) => url.pathname === `/ai/insights/serviceuser/${incident.subject}`,
      );
      const before = provider.requests.length;
      const answer = await askPrompt(page, 'Staff strategies');
      expect(answer).toContain(name);
      expectNameNeverSent(incident.firstName, incident.lastName, before);
      await checkScreen(page, 'service-user');

      // /incident/aisupport is the incident picker: Incident Insights, with the robot action.
      await page.goto('/incident/aisupport');
      await page.waitForURL((url) => url.pathname === '/ai/insights/incident');
      await page.getByRole('heading', { name: /^Results \(\d+ found\)$/ }).waitFor();
      await page.getByText('Please select an incident to continue.').waitFor();
      await page
        .getByRole('button', { name: /^Select besmart-/ })
        .first()
        .click();
      await page.getByText(/^Selected: besmart-/).waitFor();
      expect(await page.getByRole('button', { name: 'Summarise', exact: true }).isEnabled()).toBe(
        true,
      );
      await checkScreen(page, 'incident-insights');
      const robot = page.getByRole('link', { name: /^AI support for besmart-/ }).first();
      expect(await robot.getAttribute('href')).toMatch(/^\/incident\/\d+\/ai\/\d+$/);

      // The service: sync first, then a Service prompt.
      await page.goto('/ai/insights/service');
      await page.getByRole('heading', { level: 1, name: 'Service Insights' }).waitFor();
      await page.getByRole('button', { name: 'Sync' }).click();
      await page
        .getByText(/^Last synced .*incidents, .*logs, .*clickers\.$/)
        .waitFor({ timeout: 60_000 });
      const service = await askPrompt(page, 'Workshop ideas');
      expect(service.length).toBeGreaterThan(0);
      await checkScreen(page, 'service');
    },
    240_000,
  );
});
