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

/** Chooses a person in a PersonPicker (added) or PersonSelect (the value): types part of the name, then picks the match. */
export async function choosePerson(user: UserEvent, picker: RegExp, name: string) {
  const box = screen.getByRole('combobox', { name: picker });
  await user.click(box);
  await user.type(box, name.split(' ')[0]!);
  const list = await screen.findByRole('listbox', { name: picker });
  await user.click(await within(list).findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** The people chosen in a PersonPicker, as their chips read. */
export function chosenPeople(picker: RegExp): string[] {
  const list = screen.queryByRole('list', {
    name: new RegExp(`Chosen: ${picker.source.replace(/^\^/, '')}`),
  });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '').trim() ?? '')
    : [];
}

export const nextPage = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Next Page' }));

/** The required answers of page one (service user preset from the route). */
export async function fillIncidentPage(user: UserEvent) {
  await fill(user, screen.getByLabelText(/^Date of Incident/), '03/11/2026');
  await fill(user, screen.getByLabelText(/^Location/), 'Classroom 4');
  await choosePerson(user, /^Completed By/, 'Lee Lead');
  await choosePerson(user, /^Staff Involved/, 'Sam Turner');
  await choosePerson(user, /^Service Users Involved/, 'Ava Brown');
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
