import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatCount, formatShortDay } from './analytics-format';

// SVG attributes take colours, not CSS variables: the theme's primary and a few distinct hues
// that keep 3:1 against white.
export const CHART_COLORS = ['#0f766e', '#1d4ed8', '#b45309', '#7e22ce', '#be123c', '#4d7c0f'];
const GRID = '#e2e8f0';
const CURSOR = '#f1f5f9';

/** The figures in tiles: a term and its value, as a description list. */
export function StatList({
  stats,
}: {
  stats: readonly { label: string; value: ReactNode; hint?: ReactNode }[];
}) {
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stat.value}</dd>
          {stat.hint ? <dd className="text-xs text-muted-foreground">{stat.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * A chart for sighted users (hidden from assistive tech) above the same figures as a table for
 * everyone, folded away under "<caption> as a table". Its chart is built with
 * `accessibilityLayer={false}`: recharts would otherwise make the hidden chart a keyboard stop
 * (tabIndex 0) that says nothing to a screen reader; the wrapper is also `inert`, so no layer
 * recharts adds (surfaces, tooltips, legends) can take focus either.
 */
export function ChartWithTable<Row>({
  chart,
  caption,
  columns,
  rows,
  rowKey,
}: {
  chart: ReactElement;
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div aria-hidden="true" inert className="h-64 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{caption} as a table</summary>
        <DataTable
          className="mt-3"
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          cellClassName="px-3 py-2"
        />
      </details>
    </div>
  );
}

type DayCount = { date: string; count: number };

/** Counts per day as bars, with a table of the days. */
export function DailyChart({
  days,
  caption,
  measure,
}: {
  days: readonly DayCount[];
  caption: string;
  /** What is counted: "Sign-ups". */
  measure: string;
}) {
  const data = days.map((d) => ({ ...d, day: formatShortDay(d.date) }));
  const columns: DataColumn<DayCount>[] = [
    { key: 'date', header: 'Day', cell: (d) => d.date, sortValue: (d) => d.date },
    {
      key: 'count',
      header: measure,
      cell: (d) => formatCount(d.count),
      sortValue: (d) => d.count,
      className: 'tabular-nums',
    },
  ];
  return (
    <ChartWithTable
      caption={caption}
      columns={columns}
      rows={days}
      rowKey={(d) => d.date}
      chart={
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis dataKey="day" tickLine={false} interval="preserveStartEnd" fontSize={12} />
          <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
          <Tooltip cursor={{ fill: CURSOR }} formatter={(value) => [value, measure]} />
          <Bar
            dataKey="count"
            fill={CHART_COLORS[0]}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      }
    />
  );
}

/**
 * Counts by a group and a status, as stacked bars (one bar per group, one colour per status),
 * with a table of every (group, status, count).
 */
export function StackedChart<Row extends { count: number }, G extends string, S extends string>({
  rows,
  groupOf,
  statusOf,
  groupLabel,
  statusLabel,
  groupHeader,
  caption,
}: {
  rows: readonly Row[];
  groupOf: (row: Row) => G;
  statusOf: (row: Row) => S;
  groupLabel: (group: G) => string;
  statusLabel: (status: S) => string;
  groupHeader: string;
  caption: string;
}) {
  const groups = [...new Set(rows.map(groupOf))];
  const statuses = [...new Set(rows.map(statusOf))];
  const data = groups.map((group) => ({
    group: groupLabel(group),
    ...Object.fromEntries(
      statuses.map((status) => [
        statusLabel(status),
        rows
          .filter((r) => groupOf(r) === group && statusOf(r) === status)
          .reduce((sum, r) => sum + r.count, 0),
      ]),
    ),
  }));
  const columns: DataColumn<Row>[] = [
    {
      key: 'group',
      header: groupHeader,
      cell: (r) => groupLabel(groupOf(r)),
      sortValue: (r) => groupLabel(groupOf(r)),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => statusLabel(statusOf(r)),
      sortValue: (r) => statusLabel(statusOf(r)),
    },
    {
      key: 'count',
      header: 'Count',
      cell: (r) => formatCount(r.count),
      sortValue: (r) => r.count,
      className: 'tabular-nums',
    },
  ];
  return (
    <ChartWithTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${groupOf(r)}/${statusOf(r)}`}
      chart={
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis dataKey="group" tickLine={false} fontSize={12} interval={0} />
          <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
          <Tooltip cursor={{ fill: CURSOR }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {statuses.map((status, i) => (
            <Bar
              key={status}
              dataKey={statusLabel(status)}
              stackId="status"
              fill={CHART_COLORS[i % CHART_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      }
    />
  );
}

/** Steps of a funnel as horizontal bars, with the step, the people and the share of the first. */
export function FunnelChart({
  steps,
  caption,
}: {
  steps: readonly { step: string; people: number; share: string }[];
  caption: string;
}) {
  type Step = (typeof steps)[number];
  const columns: DataColumn<Step>[] = [
    { key: 'step', header: 'Step', cell: (s) => s.step },
    {
      key: 'people',
      header: 'People',
      cell: (s) => formatCount(s.people),
      className: 'tabular-nums',
    },
    {
      key: 'share',
      header: 'Of those who signed up',
      cell: (s) => s.share,
      className: 'tabular-nums',
    },
  ];
  return (
    <ChartWithTable
      caption={caption}
      columns={columns}
      rows={steps}
      rowKey={(s) => s.step}
      chart={
        <BarChart
          data={[...steps]}
          accessibilityLayer={false}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" allowDecimals={false} tickLine={false} fontSize={12} />
          <YAxis type="category" dataKey="step" tickLine={false} fontSize={12} width={120} />
          <Tooltip cursor={{ fill: CURSOR }} formatter={(value) => [value, 'People']} />
          <Bar
            dataKey="people"
            fill={CHART_COLORS[0]}
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      }
    />
  );
}
