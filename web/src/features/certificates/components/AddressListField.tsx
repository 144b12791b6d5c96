// A field of pasted email addresses (a sign-in sheet, a list from elsewhere): read as the person types by
// emailListOf, and what is not an address named under it, so nothing is sent until the list is clean.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { emailListOf } from '@confsys/domain';
import { invalidAddresses } from '../utils/addresses';

export interface AddressList {
  text: string;
  setText: (text: string) => void;
  /** The addresses, each once, in lower case. */
  emails: string[];
  /** What is not an address, as said under the field; null when the list is clean. */
  typo: string | null;
}

export function useAddressList(): AddressList {
  const [text, setText] = useState('');
  const { emails, invalid } = emailListOf(text);
  return { text, setText, emails, typo: invalidAddresses(invalid) };
}

export function AddressListField({ list, label, hint }: { list: AddressList; label: string; hint: string }) {
  return (
    <TextField
      label={label}
      multiline
      minRows={2}
      maxRows={8}
      value={list.text}
      onChange={(event) => list.setText(event.target.value)}
      error={list.typo !== null}
      helperText={list.typo ?? hint}
      sx={{ flex: '1 1 320px' }}
    />
  );
}
