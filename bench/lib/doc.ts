/**
 * docs/performance.md is shared: each bench script owns one `## ` section. This module rewrites
 * the header (everything before the first `## `: the machine, the date and how to repeat every
 * figure) and the generated part of a section (between two HTML comments), leaving the rest.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type } from 'node:os';

export const PERF_DOC = 'docs/performance.md';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  date: string;
  load: string;
}

export function machine(): Machine {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: type(),
    date: new Date().toISOString().slice(0, 10),
    load: loadNow(),
  };
}

export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

function read(): string {
  return existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : '# Performance\n';
}

function write(text: string): void {
  writeFileSync(PERF_DOC, `${text.trimEnd()}\n`);
}

/** Replaces everything before the first `## ` heading. */
export function writeHeader(header: string): void {
  const doc = read();
  const first = doc.search(/^## /m);
  write(`${header.trim()}\n\n${first === -1 ? '' : doc.slice(first)}`);
}

/**
 * Replaces the text between `<!-- KEY:start -->` and `<!-- KEY:end -->` (the generated part of
 * `## TITLE`; text after the end marker is kept). A missing section is added after the header,
 * before the other sections.
 */
export function writeGenerated(title: string, key: string, body: string): void {
  const doc = read();
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a !== -1 && b > a) {
    write(doc.slice(0, a) + block + doc.slice(b + end.length));
    return;
  }
  const section = `## ${title}\n\n${block}\n\n`;
  const first = doc.search(/^## /m);
  write(
    first === -1
      ? `${doc.trimEnd()}\n\n${section}`
      : doc.slice(0, first) + section + doc.slice(first),
  );
}
