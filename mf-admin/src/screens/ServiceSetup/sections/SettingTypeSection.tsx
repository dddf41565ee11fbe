import { Card, SelectField } from 'shared-ui';
import { SETTING_TYPE_OPTIONS } from '../setupModel';

/** "Type of setting" (issue 13): the restraint records' deadlines follow the setting's law. */
export function SettingTypeSection() {
  return (
    <Card title="Type of setting" aria-label="Type of setting">
      <SelectField
        name="settingType"
        label="Type of setting"
        options={SETTING_TYPE_OPTIONS}
        placeholder={null}
        hint="Restraint records follow the deadlines the law sets for this type of setting."
      />
    </Card>
  );
}
