/**
 * The words of real-user Web Vitals shared by the endpoint (analytics.ts), the store (analytics-store.ts) and the report
 * (analytics-report.ts), in a module of their own so the owner's app can read the report's types and constants without
 * the store's code.
 */

/** The viewport's width class the page reports with its Web Vitals (src/analytics/web-vitals.ts); never a user agent. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const VITALS_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** One sampled view's Web Vitals, as the page sent them when first hidden: the metrics it had, no visitor key. */
export interface VitalsRecord {
  at: Date;
  path: string;
  device: DeviceClass;
  /** Milliseconds for LCP, INP and TTFB; CLS has no unit. A metric the view never had (INP without a tap) is absent. */
  values: Partial<Record<VitalsMetric, number>>;
}

/** How many samples of a period had one value of one metric, on one page and one device class. */
export interface VitalsGroup {
  path: string;
  device: DeviceClass;
  metric: VitalsMetric;
  value: number;
  samples: number;
}
