// Journey 62 (issue 12): without a provider (the default start) the built-in analyser answers from
// the organisation's own records and the page says plainly that no AI model was used. The AI
// (Alpha) page's AI Summary shows the System Message, Prompt and Response areas. Screenshots 62-*.png.
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { acceptAiTerms, askPrompt, BUILTIN_NOTICE, newestIncident } from '../src/harness/aiUi';
import { DEMO } from '../src/harness/demo';
import { shot } from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '62-ai-builtin' });

describe('AI Insights without a provider', () => {
  beforeAll(() => acceptAiTerms(env.portal.url, env.mail), 180_000);

  journey(
    env,
    'the built-in analyser answers an incident prompt and says no AI model was used',
    async () => {
      const { page } = await env.open();
      await signIn(page, env.mail, DEMO.lead);
      const incident = await newestIncident(page);

      await page.goto(`/incident/${incident.subject}/ai/${incident.id}`);
      await page.getByRole('heading', { level: 1, name: 'AI Support' }).waitFor();
      const answer = await askPrompt(page, 'Summarise');
      expect(answer.length).toBeGreaterThan(20);
      await page.getByText(BUILTIN_NOTICE).waitFor();
      await atWidths(page, [1280, 390], async (width) => {
        await scanA11y(page, `built-in answer at ${width}px`);
        await assertNoHorizontalScroll(page);
        await shot(page, `62-builtin-incident-${width}`);
      });

      // AI (Alpha): the latest 100 incidents and the AI Summary panel.
      await page.goto('/incident/ai');
      await page.getByRole('heading', { level: 1, name: 'AI (Alpha)' }).waitFor();
      const panel = page.getByRole('region', { name: 'AI Summary' });
      await panel.getByRole('heading', { name: /^Results \(\d+ found\)$/ }).waitFor();
      await panel
        .getByRole('button', { name: /^Summarise besmart-/ })
        .first()
        .click();
      await panel
        .getByText('The answer is complete.')
        .waitFor({ state: 'attached', timeout: 60_000 });
      expect(
        (await panel.getByRole('region', { name: 'Prompt', exact: true }).innerText()).length,
      ).toBeGreaterThan(10);
      await atWidths(page, [1280, 390], async (width) => {
        await scanA11y(page, `AI Alpha at ${width}px`);
        await assertNoHorizontalScroll(page);
        await shot(page, `62-alpha-${width}`);
      });
    },
    240_000,
  );
});
