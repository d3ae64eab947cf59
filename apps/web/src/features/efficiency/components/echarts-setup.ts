import { BarChart, LineChart, TreemapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/*
 * Only the parts the reports draw, from `echarts/core` (not the 300 KB+ full
 * build). Imported dynamically by chart-canvas.tsx, so ECharts is a chunk of
 * its own, fetched by this page alone after it has drawn its figures. SVG:
 * sharp at any zoom, light on a phone, and its labels are text in the page.
 */
use([BarChart, LineChart, TreemapChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
