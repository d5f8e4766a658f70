import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from '../../../src/widgets/CountBadge';

describe('badge (spec section 9: maximum 99, shown as 99+)', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, shown) => {
    render(<CountBadge count={count}>pending</CountBadge>);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});
