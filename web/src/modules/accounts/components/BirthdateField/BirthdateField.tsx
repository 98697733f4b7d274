import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useEffect, useState } from 'react';
import { DATE_FORMAT } from '../../../../lib/constants';

/** What the form holds while the typed date is not a date; the form's rule calls it invalid. */
export const INVALID_DATE = 'invalid';

function toDayjs(value: string): Dayjs | null {
  if (value === '') return null;
  if (value === INVALID_DATE) return dayjs('');
  return dayjs(value);
}

function fromDayjs(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format(DATE_FORMAT) : INVALID_DATE;
}

export interface BirthdateFieldProps {
  /** 'YYYY-MM-DD', '' or INVALID_DATE. */
  value: string;
  onChange: (value: string) => void;
  /** Marks the field touched: leaving it, or closing the calendar. */
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Today in Manila ('YYYY-MM-DD'): the last day offered is the day before. */
  today: string;
  label?: string;
  error?: boolean;
  helperText?: string;
}

/** Birthdate: a date picker with Cancel and OK (document 1 §2), YYYY-MM-DD, past days only. */
export function BirthdateField({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  today,
  label = 'Birthdate',
  error,
  helperText,
}: BirthdateFieldProps) {
  // The picker keeps its own value so a half-typed date is not wiped by the form's round trip.
  const [picked, setPicked] = useState<Dayjs | null>(() => toDayjs(value));
  useEffect(() => {
    setPicked((current) => (fromDayjs(current) === value ? current : toDayjs(value)));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={picked}
        onChange={(next) => {
          setPicked(next);
          onChange(fromDayjs(next));
        }}
        onClose={onBlur}
        format={DATE_FORMAT}
        openTo="year"
        views={['year', 'month', 'day']}
        minDate={dayjs('1900-01-01')}
        maxDate={dayjs(today).subtract(1, 'day')}
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['cancel', 'accept'] },
          textField: { name, onBlur, error, helperText, inputRef, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
