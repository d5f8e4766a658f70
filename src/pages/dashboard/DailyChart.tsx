import { Box, Typography, useTheme } from '@mui/material';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocaleState } from 'react-admin';
import { intlLocaleOf } from '../../../openapi/i18n/languages';
import { fixedTicks, isLabelled, labelEvery, niceTicks } from './chartScale';

/*
 * A chart of daily figures drawn as plain SVG: grouped bars or lines, a value axis on the left and optionally a fixed
 * one on the right (a rate from 0 to 100), the days below, a legend above, and a tooltip with every series' figure
 * of the day under the pointer or the keyboard. It replaces a charting library about thirty times its size; the
 * dashboard needs nothing more.
 */

export interface ChartSeries {
  label: string;
  /** Each day's figure as drawn; null where the day has none (no orders, so no success rate). */
  values: readonly (number | null)[];
  /** Each day's figure as the tooltip reads it: the server's string, formatted. */
  texts: readonly string[];
  /** Measured on the right axis. */
  right?: boolean;
}

export interface DailyChartProps {
  kind: 'bar' | 'line';
  /** One label per day (MM-DD). */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Fills the area under the lines. */
  area?: boolean;
  /** The right axis' fixed range, for series marked `right`. */
  rightAxis?: { min: number; max: number };
  /** The chart's name (its figure's caption). */
  label: string;
  height?: number;
}

const fontSize = 12;
/** A rough width of one character of the axis labels (digits are narrower, M and K wider), to size margins and space the day labels. */
const charWidth = 8;
const widthWithoutLayout = 320;
/** The days read MM-DD. */
const dayLabelChars = 5;

/** The width the chart is given, followed as the window changes (jsdom has no layout: a fixed width there). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(widthWithoutLayout);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function DailyChart({ kind, days, series, area = false, rightAxis, label, height = 200 }: DailyChartProps) {
  const theme = useTheme();
  const [language] = useLocaleState();
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);

  const colors = [theme.palette.primary.main, theme.palette.warning.main, theme.palette.error.main];
  const tickText = new Intl.NumberFormat(intlLocaleOf(language), { notation: 'compact', maximumFractionDigits: 1 });
  const leftValues = series.filter((line) => !line.right).flatMap((line) => line.values.filter((value): value is number => value !== null));
  const leftTicks = niceTicks(Math.max(0, ...leftValues));
  const rightTicks = rightAxis ? fixedTicks(rightAxis.min, rightAxis.max) : [];
  const labelWidth = (ticks: number[]) => Math.max(...ticks.map((tick) => tickText.format(tick).length)) * charWidth + 8;

  // The first and last days sit at (a line) or near (narrow bars) the plot's edges: room for half their labels.
  const halfDay = (dayLabelChars * charWidth) / 2;
  const margin = { top: 8, right: Math.max(rightAxis ? labelWidth(rightTicks) : 12, halfDay), bottom: 24, left: Math.max(labelWidth(leftTicks), halfDay) };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = Math.max(1, height - margin.top - margin.bottom);
  const count = days.length;
  // Bars sit in bands, one per day; line points on the days' centres from edge to edge.
  const band = plotWidth / Math.max(1, count);
  const xOf = (index: number) => margin.left + (kind === 'bar' || count === 1 ? band * (index + 0.5) : (plotWidth * index) / (count - 1));
  const yScale = (ticks: number[]) => {
    const [low = 0, high = 1] = [ticks[0], ticks.at(-1)];
    return (value: number) => margin.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  };
  const yLeft = yScale(leftTicks);
  const yRight = yScale(rightTicks);
  const yOf = (line: ChartSeries) => (line.right ? yRight : yLeft);
  // A label and a space between labels.
  const every = labelEvery(count, plotWidth, (dayLabelChars + 1) * charWidth);
  const bottom = margin.top + plotHeight;

  const indexAt = (clientX: number, element: Element) => {
    const x = clientX - element.getBoundingClientRect().left - margin.left;
    const step = kind === 'bar' || count === 1 ? band : plotWidth / (count - 1);
    const index = kind === 'bar' || count === 1 ? Math.floor(x / step) : Math.round(x / step);
    return Math.min(count - 1, Math.max(0, index));
  };
  const onPointer = (event: PointerEvent<SVGSVGElement>) => count > 0 && setActive(indexAt(event.clientX, event.currentTarget));
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? count - 1;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (event.key === 'Escape') setActive(null);
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, next)));
  };

  const barWidth = (band * 0.8) / Math.max(1, series.length);
  const axisColor = theme.palette.text.secondary;
  const textProps = { fill: axisColor, fontSize, fontFamily: theme.typography.fontFamily };

  return (
    <Box ref={ref} sx={{ position: 'relative', minWidth: 0 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px', listStyle: 'none', m: 0, mb: 1, p: 0 }}>
        {series.map((line, index) => (
          <Typography key={line.label} component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Swatch color={colors[index % colors.length]!} kind={kind} />
            {line.label}
          </Typography>
        ))}
      </Box>
      <Box
        component="svg"
        width={width}
        height={height}
        role="img"
        aria-label={label}
        tabIndex={0}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => setActive(null)}
        onFocus={() => setActive((current) => current ?? (count > 0 ? count - 1 : null))}
        onBlur={() => setActive(null)}
        onKeyDown={onKey}
        sx={{ display: 'block', touchAction: 'pan-y', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }}
      >
        {leftTicks.map((tick) => (
          <g key={`l${tick}`}>
            <line x1={margin.left} x2={margin.left + plotWidth} y1={yLeft(tick)} y2={yLeft(tick)} stroke={theme.palette.divider} />
            <text x={margin.left - 6} y={yLeft(tick)} dy="0.32em" textAnchor="end" {...textProps}>
              {tickText.format(tick)}
            </text>
          </g>
        ))}
        {rightTicks.map((tick) => (
          <text key={`r${tick}`} x={margin.left + plotWidth + 6} y={yRight(tick)} dy="0.32em" {...textProps}>
            {tickText.format(tick)}
          </text>
        ))}
        <line x1={margin.left} x2={margin.left + plotWidth} y1={bottom} y2={bottom} stroke={axisColor} />
        {days.map((day, index) =>
          isLabelled(index, count, every) ? (
            <text key={day} x={xOf(index)} y={bottom + 16} textAnchor="middle" {...textProps}>
              {day}
            </text>
          ) : null,
        )}
        {active !== null && kind === 'bar' && (
          <rect x={xOf(active) - band / 2} y={margin.top} width={band} height={plotHeight} fill={theme.palette.action.hover} />
        )}
        {active !== null && kind === 'line' && <line x1={xOf(active)} x2={xOf(active)} y1={margin.top} y2={bottom} stroke={axisColor} strokeDasharray="3 3" />}
        {series.map((line, seriesIndex) => {
          const color = colors[seriesIndex % colors.length]!;
          const y = yOf(line);
          if (kind === 'bar') {
            return (
              <g key={line.label} fill={color}>
                {line.values.map((value, index) =>
                  value === null ? null : (
                    <rect
                      key={days[index]}
                      x={xOf(index) - band * 0.4 + barWidth * seriesIndex}
                      y={Math.min(y(value), bottom)}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.abs(bottom - y(value))}
                    />
                  ),
                )}
              </g>
            );
          }
          // Days without a figure are skipped and their neighbours joined.
          const points = line.values.flatMap((value, index) => (value === null ? [] : [[xOf(index), y(value)] as const]));
          const path = points.map(([x, py], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${py.toFixed(1)}`).join('');
          const first = points[0];
          const last = points.at(-1);
          const marked = active === null ? null : line.values[active];
          return (
            <g key={line.label}>
              {area && first && last && <path d={`${path}L${last[0].toFixed(1)},${bottom}L${first[0].toFixed(1)},${bottom}Z`} fill={color} fillOpacity={0.25} />}
              <path d={path} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
              {/* A figure of one day alone draws no line: a dot shows it. */}
              {points.length === 1 && first && <circle cx={first[0]} cy={first[1]} r={3} fill={color} />}
              {active !== null && marked != null && <circle cx={xOf(active)} cy={y(marked)} r={4} fill={color} />}
            </g>
          );
        })}
      </Box>
      <Tooltip left={active === null ? null : xOf(active)} width={width}>
        {active !== null && (
          <>
            <Typography variant="subtitle2" component="p">
              {days[active]}
            </Typography>
            {series.map((line, index) => (
              <Box key={line.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Swatch color={colors[index % colors.length]!} kind={kind} />
                <span>{line.label}</span>
                <Box component="strong" sx={{ ml: 'auto', pl: 1.5, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {line.texts[active] ?? '—'}
                </Box>
              </Box>
            ))}
          </>
        )}
      </Tooltip>
    </Box>
  );
}

function Swatch({ color, kind }: { color: string; kind: DailyChartProps['kind'] }) {
  return <Box component="span" aria-hidden sx={{ flexShrink: 0, width: 12, height: kind === 'bar' ? 12 : 3, bgcolor: color, borderRadius: 0.25 }} />;
}

/**
 * The day's figures, above the chart at the day's x. The box slides left as the day moves right (translated by the
 * same fraction of its own width), so it never passes either edge of the chart and never widens the page. The
 * region stays in place while empty, so a screen reader announces each day the arrow keys reach.
 */
function Tooltip({ left, width, children }: { left: number | null; width: number; children: React.ReactNode }) {
  const fraction = left !== null && width > 0 ? Math.min(1, Math.max(0, left / width)) : 0;
  return (
    <Box role="status" sx={{ position: 'absolute', top: 28, left: 0, width: '100%', pointerEvents: 'none', zIndex: 1 }}>
      {left !== null && (
        <Box
          sx={{
            position: 'relative',
            left,
            transform: `translateX(-${(fraction * 100).toFixed(1)}%)`,
            width: 'max-content',
            maxWidth: '100%',
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 3,
            px: 1.5,
            py: 1,
            typography: 'body2',
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
