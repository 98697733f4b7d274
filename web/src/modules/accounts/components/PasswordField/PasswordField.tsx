import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { OutlinedTextField, type OutlinedTextFieldProps } from '../../../../lib/forms/OutlinedTextField';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>;

/** A password field with a show/hide button (typing a password on a phone is error-prone). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
