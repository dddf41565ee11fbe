// 'shared-ui/pickers': the person pickers (downshift comboboxes), an entry of its own (shared as its
// own singleton) so that the main entry, which every screen loads (the sign-in page too), pulls
// no downshift. The people search hooks they use stay in the main entry.
export { PersonPicker, PERSON_PICKER_MAX_SHOWN } from './fields/PersonPicker';
export type { PersonPickerProps, PersonOption, PeopleSource } from './fields/PersonPicker';
export { PersonPickerField } from './fields/PersonPickerField';
export type { PersonPickerFieldProps } from './fields/PersonPickerField';
export { PersonSelect, PERSON_SELECT_MAX_SHOWN } from './fields/PersonSelect';
export type { PersonSelectProps } from './fields/PersonSelect';
export { PersonSelectField } from './fields/PersonSelectField';
export type { PersonSelectFieldProps } from './fields/PersonSelectField';
