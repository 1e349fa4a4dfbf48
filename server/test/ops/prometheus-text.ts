/**
 * A strict check of the Prometheus text exposition format (0.0.4): every line is a HELP or TYPE
 * comment or a sample `name{label="value",…} number`. Returns the samples by metric name.
 */
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABELS = `\\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*",?)*\\}`;
// Go's ParseFloat, which Prometheus uses, takes NaN and Inf in any case (prom-client writes Nan).
const NUMBER =
  '(?:[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?|[-+]?[iI][nN][fF]|[nN][aA][nN])';
const SAMPLE = new RegExp(`^(${NAME})(${LABELS})? (${NUMBER})(?: -?\\d+)?$`);
const COMMENT = new RegExp(
  `^# (?:HELP ${NAME} .*|TYPE ${NAME} (?:counter|gauge|histogram|summary|untyped))$`,
);

export interface Sample {
  labels: string;
  value: number;
}

export function parsePrometheus(text: string): Map<string, Sample[]> {
  const samples = new Map<string, Sample[]>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`bad comment line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name = '', labels = '', value = ''] = match;
    const list = samples.get(name) ?? [];
    const lower = value.toLowerCase();
    list.push({
      labels,
      value: lower.endsWith('inf') ? Number(lower.replace('inf', 'Infinity')) : Number(value),
    });
    samples.set(name, list);
  }
  return samples;
}
