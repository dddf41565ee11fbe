import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { renderUi } from '../test/render';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { MultiSelectField } from './MultiSelectField';
import { SearchableSelectField } from './SearchableSelectField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { TimeField, timeOptions } from './TimeField';
import { YesNoField } from './YesNoField';

function renderForm(fields: ReactNode, initialValues: object = {}) {
  const submitted: Record<string, unknown>[] = [];
  renderUi(
    <Form
      initialValues={initialValues}
      onSubmit={(values) => {
        submitted.push(values);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Go</button>
        </form>
      )}
    />,
  );
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  return { submitted, submit };
}

describe('TextField', () => {
  it('marks required fields and links the error to the input', () => {
    const { submitted, submit } = renderForm(
      <TextField name="firstName" label="First name" required />,
    );
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    submit();
    expect(submitted).toHaveLength(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    fireEvent.change(input, { target: { value: 'Ada' } });
    submit();
    expect(submitted).toEqual([{ firstName: 'Ada' }]);
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('DateField', () => {
  it('takes dd/mm/yyyy and keeps YYYY-MM-DD in the form', () => {
    const { submitted, submit } = renderForm(<DateField name="dob" label="Date of birth" />, {
      dob: '2015-06-09',
    });
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveValue('09/06/2015');
    fireEvent.change(input, { target: { value: '31/12/2016' } });
    submit();
    expect(submitted).toEqual([{ dob: '2016-12-31' }]);
  });

  it('rejects impossible dates with a message', () => {
    const { submitted, submit } = renderForm(<DateField name="dob" label="Date of birth" />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    fireEvent.change(input, { target: { value: '31/02/2016' } });
    fireEvent.blur(input);
    submit();
    expect(submitted).toHaveLength(0);
    expect(input).toHaveAccessibleDescription(/Enter a date as dd\/mm\/yyyy/);
    fireEvent.change(input, { target: { value: '' } });
    submit();
    expect(submitted).toEqual([{}]);
  });
});

describe('TimeField', () => {
  it('offers plan hours 1-24 with quarter hours, calendar 00-23 and 00-59', () => {
    expect(timeOptions('plan').hours).toEqual(
      Array.from({ length: 24 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(timeOptions('plan').minutes).toEqual(['00', '15', '30', '45']);
    expect(timeOptions('calendar').hours[0]).toBe('00');
    expect(timeOptions('calendar').hours).toHaveLength(24);
    expect(timeOptions('calendar').minutes).toHaveLength(60);
  });

  it('stores HH:mm', () => {
    const { submitted, submit } = renderForm(
      <TimeField name="concernTime" label="Time" variant="plan" />,
    );
    const group = screen.getByRole('group', { name: 'Time' });
    fireEvent.change(within(group).getByRole('combobox', { name: 'Hours' }), {
      target: { value: '24' },
    });
    fireEvent.change(within(group).getByRole('combobox', { name: 'Minutes' }), {
      target: { value: '45' },
    });
    submit();
    expect(submitted).toEqual([{ concernTime: '24:45' }]);
  });
});

describe('SearchableSelectField', () => {
  const options = [
    { value: '1', label: 'Ada Lovelace' },
    { value: '2', label: 'Alan Turing' },
    { value: '3', label: 'Grace Hopper' },
  ];

  it('filters case-insensitively and picks with the keyboard', () => {
    const { submitted, submit } = renderForm(
      <SearchableSelectField name="user" label="Service user" options={options} required />,
    );
    const input = screen.getByRole('combobox', { name: /Service user/ });
    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.change(input, { target: { value: 'TUR' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Alan Turing']);
    fireEvent.change(input, { target: { value: 'LA' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Alan Turing');
    submit();
    expect(submitted).toEqual([{ user: '2' }]);
  });

  it('says when nothing matches and Escape closes', () => {
    renderForm(<SearchableSelectField name="user" label="Service user" options={options} />);
    const input = screen.getByRole('combobox', { name: 'Service user' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('No matches found')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});

describe('choice fields', () => {
  it('Select, YesNo, MultiSelect and Checkbox feed the form values', () => {
    const { submitted, submit } = renderForm(
      <>
        <SelectField
          name="gender"
          label="Gender"
          options={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
        />
        <YesNoField name="bullying" label="Bullying" />
        <MultiSelectField
          name="years"
          label="Academic years"
          options={['Year 1', 'Year 2', 'Year 3'].map((y) => ({ value: y, label: y }))}
        />
        <CheckboxField
          name="tandc"
          label="I accept the terms and conditions"
          required
          requiredMessage="You must accept the terms and conditions to continue."
        />
      </>,
    );
    submit();
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'You must accept the terms and conditions to continue.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), {
      target: { value: 'female' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Year 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Year 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    submit();
    expect(submitted).toEqual([
      { gender: 'female', bullying: 'No', years: ['Year 1', 'Year 3'], tandc: true },
    ]);
  });
});
