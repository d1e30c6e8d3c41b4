import type { Usage } from '@updately/shared/business-api';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { TableHead } from '../../../components/ui/table-head';
import { formatCalendarDate } from '../../../lib/format-date';
import { formatMoney } from '../utils/format-business';
import { dailyFields, dayOfMonth } from '../utils/months';

// SVG attributes take colours, not CSS variables: the theme's primary, border and muted.
const COLORS = { bar: '#0f766e', grid: '#e2e8f0', cursor: '#f1f5f9' };

/**
 * The month's fields per day as bars (for sighted users; hidden from assistive tech), with the
 * same figures as a table for everyone.
 */
export function UsageChart({ usage, today }: { usage: Usage; today: Date }) {
  const data = dailyFields(usage.month, usage.days, today).map((day) => ({
    ...day,
    day: dayOfMonth(day.date),
  }));
  return (
    <div className="flex flex-col gap-4">
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            // Hidden from assistive tech, so no keyboard stop either (the table has the figures).
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={COLORS.grid} />
            <XAxis dataKey="day" tickLine={false} interval="preserveStartEnd" fontSize={12} />
            <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
            <Tooltip
              cursor={{ fill: COLORS.cursor }}
              formatter={(value) => [value, 'Fields']}
              labelFormatter={(label) => `Day ${label}`}
            />
            <Bar
              dataKey="fields"
              fill={COLORS.bar}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">The days as a table</summary>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Fields confirmed as applied, by day</caption>
          <TableHead columns={['Day', 'Fields', 'Amount']} cellClassName="p-2" />
          <tbody>
            {usage.days.map((day) => (
              <tr key={day.date} className="border-t border-border">
                <td className="p-2">{formatCalendarDate(day.date)}</td>
                <td className="p-2">{day.fields}</td>
                <td className="p-2">{formatMoney(day.amount, usage.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
