import { Badge } from '@mui/material';
import type { ReactNode } from 'react';

/** Badge maximum 99, shown as 99+ (spec section 9); nothing is shown for zero. */
export const badgeMax = 99;

export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge badgeContent={count} max={badgeMax} color="error">
      {children}
    </Badge>
  );
}
