import { useState } from 'react';
import { Button, Card, Spinner, toast } from 'shared-ui';
import { InlineControls, PickerSelect } from '../../components/InlineControls';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import { errorText } from '../../data/errors';
import { EXTRA_ACADEMIC_YEARS, useOrgSettings } from '../../data/orgSettings';
import { saveAcademicYear, useAcademicYear } from '../../data/userTags';

export const NO_YEARS_TEXT = 'No academic years configured in service setup';
export const NO_CHANGE_TEXT = 'There has been no change to the academic year';

/** Year group (setting academicYear) chosen from the organisation's enabled academic years. */
export function YearGroupSection({ userId }: { userId: number }) {
  const settings = useOrgSettings();
  const current = useAcademicYear(userId);
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const access = useAdminAccess();

  const years = settings.enabledAcademicYears;
  const choices = [...years, ...EXTRA_ACADEMIC_YEARS.filter((extra) => !years.includes(extra))];
  // A year stored before it was disabled in Service Setup still shows as the current choice.
  if (current.year && !choices.includes(current.year)) choices.push(current.year);

  const save = async () => {
    if (chosen === '' || chosen === current.year) {
      toast.warning(NO_CHANGE_TEXT);
      return;
    }
    setSaving(true);
    try {
      await saveAcademicYear(userId, chosen);
      toast.success('Year Group updated');
      setChosen('');
      await current.reload();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Year Group" style={{ marginTop: '1rem' }}>
      {settings.loading || current.loading ? (
        <Spinner />
      ) : years.length === 0 ? (
        <p>{NO_YEARS_TEXT}</p>
      ) : (
        <>
          <p>Current year group: {current.year ?? 'Not set'}</p>
          {!access.can('setYearGroup') ? (
            <Withheld reason={access.reason('setYearGroup')} />
          ) : (
            <InlineControls>
              <PickerSelect
                id="year-group"
                label="Year Group"
                value={chosen || current.year || ''}
                onChange={setChosen}
                options={choices.map((year) => ({ value: year, label: year }))}
              />
              <Button onClick={() => void save()} disabled={saving}>
                Save Year Group
              </Button>
            </InlineControls>
          )}
        </>
      )}
    </Card>
  );
}
