import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixedTicks, isLabelled, labelEvery, niceTicks } from '../../../src/pages/dashboard/chartScale';
import { DailyChart } from '../../../src/pages/dashboard/DailyChart';

describe('the scales of the dashboard charts', () => {
  it('puts value ticks on round steps from zero past the largest figure', () => {
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(26.4995)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(10_000_000)).toEqual([0, 5_000_000, 10_000_000]);
    // Nothing moved: an axis from 0 to 1 rather than none.
    expect(niceTicks(0)).toEqual([0, 0.5, 1]);
    expect(fixedTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('labels fewer days as they crowd, always today', () => {
    expect(labelEvery(7, 300, 42)).toBe(1);
    expect(labelEvery(90, 300, 42)).toBe(13);
    const labelled = Array.from({ length: 90 }, (_, index) => index).filter((index) => isLabelled(index, 90, 13));
    expect(labelled.at(-1)).toBe(89);
    expect(labelled).toHaveLength(7);
  });
});

describe('DailyChart', () => {
  const days = ['06-29', '06-30', '07-01'];
  const series = [
    { label: 'Recharge', values: [0, 40, 400], texts: ['0.00 CNY', '40.00 CNY', '400.00 CNY'] },
    { label: 'Withdrawal', values: [0, 0, 120], texts: ['0.00 CNY', '0.00 CNY', '120.00 CNY'] },
  ];

  it('draws a bar per day and series, with its legend and axes', () => {
    const { container } = render(<DailyChart kind="bar" label="Volume" days={days} series={series} />);
    expect(screen.getByRole('img', { name: 'Volume' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg rect')).toHaveLength(6);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Recharge', 'Withdrawal']);
    for (const day of days) expect(screen.getByText(day)).toBeInTheDocument();
  });

  it("reads a day's figures as the server wrote them, moving with the arrow keys", () => {
    render(<DailyChart kind="line" label="Volume" days={days} series={series} />);
    const chart = screen.getByRole('img', { name: 'Volume' });
    const tooltip = screen.getByRole('status');
    expect(tooltip).toHaveTextContent('');
    fireEvent.focus(chart);
    expect(tooltip).toHaveTextContent('07-01Recharge400.00 CNYWithdrawal120.00 CNY');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(tooltip).toHaveTextContent('06-30Recharge40.00 CNYWithdrawal0.00 CNY');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(tooltip).toHaveTextContent('06-29');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltip).toHaveTextContent('');
  });

  it('joins the days that have a figure and marks a lone one', () => {
    const { container } = render(
      <DailyChart
        kind="line"
        label="Rate"
        days={days}
        rightAxis={{ min: 0, max: 100 }}
        series={[{ label: 'Success rate (%)', values: [null, null, 50], texts: ['—', '—', '50%'], right: true }]}
      />,
    );
    expect(container.querySelectorAll('svg circle')).toHaveLength(1);
    for (const tick of ['0', '25', '50', '75', '100']) expect(screen.getAllByText(tick).length).toBeGreaterThan(0);
  });
});
