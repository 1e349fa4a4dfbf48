/**
 * Lines of an uploaded CSV, read chunk by chunk from the request stream (pulling the next chunk
 * only when the caller asks for the next line, so a file of any size never sits in memory).
 */
import { StringDecoder } from 'node:string_decoder';
import { AppError } from '../../lib/errors';

export async function* csvLines(
  input: AsyncIterable<Buffer | string>,
  maxBytes: number,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let rest = '';
  let first = true;
  for await (const chunk of input) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (bytes > maxBytes) {
      throw new AppError(413, `The file is larger than ${String(maxBytes / 1024 / 1024)} MB`);
    }
    rest += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && rest.length > 0) {
      // A byte-order mark some spreadsheets write is not part of the first cell.
      if (rest.charCodeAt(0) === 0xfeff) rest = rest.slice(1);
      first = false;
    }
    let start = 0;
    let at = rest.indexOf('\n');
    while (at >= 0) {
      yield rest.slice(start, at).replace(/\r$/, '');
      start = at + 1;
      at = rest.indexOf('\n', start);
    }
    rest = rest.slice(start);
  }
  rest += decoder.end();
  if (rest.length > 0) yield rest.replace(/\r$/, '');
}
