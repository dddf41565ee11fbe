// User-level steps through the wizard pages, shared by the wizard tests.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export function yesNo(question: RegExp) {
  return within(screen.getByRole('radiogroup', { name: question }));
}

export async function choose(user: UserEvent, question: RegExp, answer: 'Yes' | 'No') {
  await user.click(yesNo(question).getByLabelText(answer));
}

/** Types a whole answer at once (a paste): the form re-renders once, not per key. */
export async function fill(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

export const nextPage = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Next Page' }));

/** The required answers of page one (service user preset from the route). */
export async function fillIncidentPage(user: UserEvent) {
  await fill(user, screen.getByLabelText(/^Date of Incident/), '03/11/2026');
  await fill(user, screen.getByLabelText(/^Location/), 'Classroom 4');
  await user.selectOptions(screen.getByLabelText(/^Completed By/), 'Lee Lead');
  const staff = within(screen.getByRole('group', { name: /^Staff Involved/ }));
  await user.click(staff.getByLabelText('Sam Turner'));
  const people = within(screen.getByRole('group', { name: /^Service Users Involved/ }));
  await user.click(people.getByLabelText('Ava Brown'));
}

export async function fillBehaviourPage(user: UserEvent) {
  for (const level of ['Low level', 'Medium level', 'High level', 'Recovery']) {
    const section = within(screen.getByRole('region', { name: level }));
    for (const box of section.getAllByRole('textbox')) await fill(user, box, `${level} answer`);
  }
}

export async function fillPilPage(user: UserEvent) {
  await fill(user, screen.getByLabelText(/point of view/), 'Felt unheard');
  await fill(user, screen.getByLabelText(/How was the service user feeling/), 'Angry');
  await fill(user, screen.getByLabelText(/What strategy could/), 'Ask for a break');
  await fill(user, screen.getByLabelText(/likely triggers/), 'Noise');
}

/** The Submit / Save for later buttons lock for 4 seconds after a click. */
export const waitOutGuard = () => act(() => new Promise<void>((r) => setTimeout(r, 4100)));
