// Loaded on demand (React.lazy in ChartPanel): ApexCharts stays out of the remote's entry chunk.
import ReactApexChart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';

export interface ApexChartProps {
  type: 'bar' | 'polarArea';
  options: ApexOptions;
  series: ApexOptions['series'];
  height: number;
}

export default function ApexChart({ type, options, series, height }: ApexChartProps) {
  return (
    <ReactApexChart type={type} options={options} series={series} height={height} width="100%" />
  );
}
