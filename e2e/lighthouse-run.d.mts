export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  scriptCount: number;
  /** Per category (accessibility, best-practices, seo): the audits that kept it under 100. */
  missed: Record<string, string[]>;
}
export function lighthouse(url: string, options?: { chrome?: string }): Promise<LighthouseResult>;
