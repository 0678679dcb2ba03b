/**
 * One figure of the home page drawn with ECharts (issue 23). Loaded lazily by the home page only: the
 * modular build (`echarts/core` and the charts and components used here) never reaches the login page
 * nor another page's first load. Colours come from the antd theme's tokens, so a chart follows the light
 * and dark themes; a click on a bar, slice or point opens the list it counts.
 */
import type { HomeChart, HomeLight } from '@lingxi/core';
import { theme } from 'antd';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

type Option = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export interface ChartProps {
  chart: HomeChart;
  /** The chart's title (its accessible name). */
  title: string;
  /** A label's text (i18n keys are translated by the page). */
  text(label: string): string;
  open(link: string): void;
}

type Token = ReturnType<typeof theme.useToken>['token'];

/** The colour of a light (the theme's status colours) or of the accent. */
export function toneColour(tone: HomeLight | 'accent', token: Token): string {
  switch (tone) {
    case 'red':
      return token.colorError;
    case 'yellow':
      return token.colorWarning;
    case 'green':
      return token.colorSuccess;
    case 'none':
      return token.colorTextQuaternary;
    default:
      return token.colorPrimary;
  }
}

function optionOf(chart: HomeChart, props: ChartProps, token: Token): Option {
  const { text } = props;
  const axisText = { color: token.colorTextSecondary, fontSize: 12 };
  const axisLine = { lineStyle: { color: token.colorBorder } };
  const splitLine = { lineStyle: { color: token.colorBorderSecondary } };
  const base: Option = {
    backgroundColor: 'transparent',
    textStyle: { color: token.colorText, fontFamily: token.fontFamily },
    aria: { enabled: true, label: { description: props.title } },
    tooltip: {
      trigger: chart.kind === 'pie' ? 'item' : 'axis',
      confine: true,
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText },
    },
    animation: false,
  };
  if (chart.kind === 'pie') {
    const series = chart.series[0];
    return {
      ...base,
      legend: { bottom: 0, textStyle: { color: token.colorText } },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          center: ['50%', '44%'],
          label: { color: token.colorText, formatter: '{c}' },
          itemStyle: { borderColor: token.colorBgContainer, borderWidth: 2 },
          data: (series?.points ?? []).map((point) => ({
            name: text(point.label),
            value: point.value,
            link: point.link,
            itemStyle: { color: toneColour(point.label.split('.').pop() as HomeLight, token) },
          })),
        },
      ],
    };
  }
  const categories =
    chart.kind === 'stack' ? chart.categories.map(text) : (chart.series[0]?.points ?? []).map((p) => p.label);
  return {
    ...base,
    grid: { left: 8, right: 8, top: 16, bottom: chart.kind === 'stack' ? 40 : 8, containLabel: true },
    legend:
      chart.kind === 'stack'
        ? { bottom: 0, textStyle: { color: token.colorText }, itemWidth: 12, itemHeight: 12 }
        : undefined,
    xAxis: {
      type: 'category',
      data: categories,
      // a stack's few lists are all named (wrapped on a narrow screen); dates leave out what overlaps
      axisLabel:
        chart.kind === 'stack'
          ? { ...axisText, interval: 0, width: 72, overflow: 'break' }
          : { ...axisText, hideOverlap: true },
      axisLine,
      axisTick: { show: false },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine },
    series: chart.series.map((one) => {
      const common = {
        name: one.name ? text(one.name) : props.title,
        data: one.points.map((point) => ({ value: point.value, link: point.link })),
        itemStyle: { color: toneColour(one.tone, token) },
      };
      return chart.kind === 'line'
        ? ({
            ...common,
            type: 'line',
            smooth: true,
            symbolSize: 8,
            areaStyle: { opacity: 0.12 },
          } as LineSeriesOption)
        : ({
            ...common,
            type: 'bar',
            stack: chart.kind === 'stack' ? 'lights' : undefined,
            barMaxWidth: 36,
          } as BarSeriesOption);
    }),
  };
}

export default function Chart(props: ChartProps) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsType | null>(null);
  const open = useRef(props.open);
  open.current = props.open;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    instance.current = chart;
    chart.on('click', (event) => {
      const link = (event.data as { link?: string } | undefined)?.link;
      if (link) open.current(link);
    });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
      instance.current = null;
    };
  }, []);

  useEffect(() => {
    instance.current?.setOption(optionOf(props.chart, props, token), true);
  });

  return <div ref={box} className="lx-home-chart" role="img" aria-label={props.title} />;
}
