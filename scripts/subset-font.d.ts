// subset-font ships no types; this is the part of its API scripts/arabic-font.ts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, Axis>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
