// 'shared-ui/dates': the date field and its validator, an entry of its own (shared as its own
// singleton) so that the main entry, which every screen loads (the sign-in page too), pulls no
// date-fns. Contexts and stores stay in the main 'shared-ui' singleton.
export { DateField } from './fields/DateField';
export type { DateFieldProps } from './fields/DateField';
export { validDate } from './fields/dateValidators';
