import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/*
 * The dashboard's charts, on Recharts: this module is loaded lazily by the dialog (itself lazy),
 * so neither the landing page nor the first paint of the dialog pays for the library. Each chart
 * is a picture (role="img" with a label) beside a table holding the same figures.
 */

export interface MonthlyPoint {
  month: string;
  jobs: number;
  /** Dollars. */
  cost: number;
}

export function MonthlyChart({
  points,
  label,
  jobsName,
  costName,
  money,
}: {
  points: MonthlyPoint[];
  label: string;
  jobsName: string;
  costName: string;
  money(dollars: number): string;
}) {
  return (
    <div role="img" aria-label={label} className="h-64 w-full" data-testid="monthly-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={points}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fill: '#334155', fontSize: 12 }} />
          <YAxis yAxisId="jobs" allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} width={32} />
          <YAxis
            yAxisId="cost"
            orientation="right"
            tick={{ fill: '#334155', fontSize: 12 }}
            tickFormatter={money}
            width={64}
          />
          <Tooltip formatter={(value, name) => (name === costName ? money(Number(value)) : String(value))} />
          <Bar yAxisId="jobs" dataKey="jobs" name={jobsName} fill="#1d4ed8" radius={[4, 4, 0, 0]} />
          <Line yAxisId="cost" dataKey="cost" name={costName} stroke="#047857" strokeWidth={2} dot />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CategoryChart({
  points,
  label,
}: {
  points: { name: string; count: number }[];
  label: string;
}) {
  return (
    <div role="img" aria-label={label} className="h-56 w-full" data-testid="category-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={96} tick={{ fill: '#334155', fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" fill="#1d4ed8" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
