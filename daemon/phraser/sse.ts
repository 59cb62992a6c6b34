/**
 * A small server-sent-events reader for OpenAI-style streaming replies, pure and incremental: feed it decoded
 * text chunks as they arrive, get back the `data:` payloads of completed events.
 *
 * Per the SSE format, an event ends at a blank line; several `data:` lines in one event are joined with "\n";
 * lines starting with ':' are comments (some servers send them as keep-alives); other fields (`event:`, `id:`,
 * `retry:`) are ignored. Lines may end with "\n", "\r\n" or "\r", and a chunk may end mid-line.
 */
export class SseDecoder {
  #partialLine = '';
  #data: string[] = [];
  /** A '\r' ended the previous chunk; a '\n' starting the next one belongs to it. */
  #pendingCr = false;

  /** Adds a chunk; returns the data of every event completed by it. */
  push(chunk: string): string[] {
    let text = chunk;
    if (this.#pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.#pendingCr = text.endsWith('\r');
    const lines = (this.#partialLine + text).split(/\r\n|\r|\n/u);
    this.#partialLine = lines.pop() ?? '';
    const events: string[] = [];
    for (const line of lines) {
      const event = this.#line(line);
      if (event !== undefined) events.push(event);
    }
    return events;
  }

  /** Ends the stream: an event not closed by a blank line still counts (some servers omit the last one). */
  end(): string[] {
    const events: string[] = [];
    if (this.#partialLine !== '') {
      const event = this.#line(this.#partialLine);
      if (event !== undefined) events.push(event);
      this.#partialLine = '';
    }
    const last = this.#line('');
    if (last !== undefined) events.push(last);
    return events;
  }

  #line(line: string): string | undefined {
    if (line === '') {
      if (this.#data.length === 0) return undefined;
      const data = this.#data.join('\n');
      this.#data = [];
      return data;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return undefined;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    this.#data.push(value);
    return undefined;
  }
}
