// BeSmart design system: a Module Federation singleton, so the toast and dialog stores are one per page.
// The date field, the person pickers and the search builder are the entries 'shared-ui/dates',
// 'shared-ui/pickers' and 'shared-ui/search' (each its own singleton), so this entry, which every
// screen loads, pulls neither date-fns nor downshift; their prop types are also exported here.
export { theme, colours, FONT_STACK } from './theme/theme';
export type { BeSmartTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiRoot } from './theme/UiRoot';

export { toast, toastStore } from './feedback/toastStore';
export type { ToastAction, ToastItem, ToastOptions, ToastType } from './feedback/toastStore';
export { Toaster } from './feedback/Toaster';
export { confirmDialog, dialogStore } from './feedback/dialogStore';
export type { ConfirmOptions } from './feedback/dialogStore';
export { DialogHost } from './feedback/DialogHost';
export { Banner, BANNER_DURATION_MS } from './feedback/Banner';
export type { BannerProps } from './feedback/Banner';

export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export { SubmitButton, SUBMIT_LOCK_MS, SUBMIT_LOCK_TEXT } from './components/SubmitButton';
export type { SubmitButtonProps } from './components/SubmitButton';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { CounterTile } from './components/CounterTile';
export { useCountUp } from './components/useCountUp';
export type { CounterTileProps } from './components/CounterTile';
export { DataTable, DEFAULT_EMPTY_TEXT } from './components/DataTable';
export type { DataTableColumn, DataTableProps, SortDirection } from './components/DataTable';
export { stackedTableRows } from './components/reflowTable';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Wizard } from './components/Wizard';
export type { WizardProps, WizardStep } from './components/Wizard';
export { ProgressBar, progressPercent } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { PageHeader } from './components/PageHeader';
export type { PageHeaderProps, Breadcrumb } from './components/PageHeader';
export { NotFound, AreaNotFound, NOT_FOUND_TEXT } from './components/NotFound';
export type { AreaNotFoundProps } from './components/NotFound';
export { AreaUnavailable } from './components/AreaUnavailable';
export type { AreaUnavailableProps } from './components/AreaUnavailable';
export { PasswordStrengthMeter } from './components/PasswordStrengthMeter';
export type { PasswordStrengthMeterProps } from './components/PasswordStrengthMeter';
export { IconButton, IconLink } from './components/IconButton';
export { iconProps, EditIcon, TrashIcon, ViewIcon } from './components/icons';
export type { IconProps } from './components/icons';

export { TextField } from './fields/TextField';
export type { TextFieldProps } from './fields/TextField';
export { PasswordField } from './fields/PasswordField';
export type { PasswordFieldProps } from './fields/PasswordField';
export { SelectField } from './fields/SelectField';
export type { SelectFieldProps, SelectOption } from './fields/SelectField';
export { SearchableSelectField } from './fields/SearchableSelectField';
export type { SearchableSelectFieldProps } from './fields/SearchableSelectField';
export type { DateFieldProps } from './fields/DateField';
export { TimeField, timeOptions } from './fields/TimeField';
export type { TimeFieldProps, TimeVariant } from './fields/TimeField';
export { YesNoField } from './fields/YesNoField';
export type { YesNoFieldProps } from './fields/YesNoField';
export { MultiSelectField } from './fields/MultiSelectField';
export type { MultiSelectFieldProps } from './fields/MultiSelectField';
export { CheckboxField } from './fields/CheckboxField';
export type { PersonPickerProps } from './fields/PersonPicker';
export type { PersonOption } from './fields/personSearch';
export type { PeopleSource } from './fields/usePeopleSearch';
export { defaultPersonOption, personName, PEOPLE_FIELDS } from './fields/usePeopleSearch';
export type { PersonRow } from './fields/usePeopleSearch';
export type { PersonPickerFieldProps } from './fields/PersonPickerField';
export type { PersonSelectProps } from './fields/PersonSelect';
export type { PersonSelectFieldProps } from './fields/PersonSelectField';
export { usePeopleNames } from './fields/usePeopleNames';
export type { PeopleNames } from './fields/usePeopleNames';
export type { CheckboxFieldProps } from './fields/CheckboxField';
export {
  required,
  composeValidators,
  REQUIRED_MESSAGE,
  INVALID_DATE_MESSAGE,
} from './fields/validators';
export type { Validator } from './fields/validators';

export { createRemoteApp, AREA_ELEMENT_ID, areaElement } from './remote/createRemoteApp';
export type { RemoteAppOptions } from './remote/createRemoteApp';
export { AREA_LABELS, areaLabelFrom } from './remote/areaLabels';
export { AreaErrorBoundary } from './remote/AreaErrorBoundary';

export type {
  CriteriaBuilderProps,
  CriterionValueProps,
  QuickSearchPanelProps,
  ResultsTableProps,
  SearchOptions,
  TechniqueNames,
} from './search/index';
