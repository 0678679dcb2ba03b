/** A small bar chart in SVG: the home page's figures without a charting library's weight. */
export function BarChart({ data, label }: { data: { label: string; value: number }[]; label: string }) {
  const width = 480;
  const height = 200;
  const bottom = 28;
  const top = 18;
  const max = Math.max(1, ...data.map((item) => item.value));
  const slot = width / Math.max(1, data.length);
  const bar = Math.min(48, slot * 0.6);
  return (
    <svg className="lx-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <title>{label}</title>
      <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="lx-chart-axis" />
      {data.map((item, index) => {
        const h = ((height - bottom - top) * item.value) / max;
        const x = index * slot + (slot - bar) / 2;
        const y = height - bottom - h;
        return (
          <g key={item.label} data-value={item.value}>
            <rect x={x} y={y} width={bar} height={h} rx="3" className="lx-chart-bar" />
            <text x={x + bar / 2} y={y - 4} textAnchor="middle" className="lx-chart-value">
              {item.value}
            </text>
            <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="lx-chart-label">
              {item.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
