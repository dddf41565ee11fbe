import type { OptionSource } from 'shared-api';
import type { SelectOption } from '../fields/SelectField';

/** The choices of every list and autocomplete field, by source (missing sources offer none). */
export type SearchOptions = Partial<Record<OptionSource, SelectOption[]>>;

/** The technique names the organisation has set up, for turning saved technique keys back into rows. */
export interface TechniqueNames {
  deescalation: string[];
  physical: string[];
}
