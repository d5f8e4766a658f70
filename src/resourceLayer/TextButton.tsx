import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A button that says what it does, at every width. react-admin's `Button` turns into an icon button on a phone
 * (below 600 px), showing only its icon: without one it is an empty square, and disabled it loses its name too.
 * Actions that have words and no icon (a dialog's Cancel, a row's custom action) use this instead.
 */
export function TextButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const translate = useTranslate();
  return (
    <Button {...props}>
      {translate(label, { _: label })}
    </Button>
  );
}
