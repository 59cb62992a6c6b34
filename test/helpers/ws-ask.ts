/** One ask over the daemon's WebSocket protocol, as a client sees it. */
import WebSocket from 'ws';

export interface SocketEnd {
  /** Every frame up to the final one (answer, error or cancelled). */
  frames: Array<Record<string, unknown>>;
  /** Close code when the server closed the connection before a final frame. */
  closeCode?: number;
}

/** Opens a connection, sends one ask (id q1) after hello; resolves on the final frame or on close. */
export function askOverSocket(port: number, token: string, text: string): Promise<SocketEnd> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    const frames: Array<Record<string, unknown>> = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      frames.push(frame);
      if (frame.type === 'hello') ws.send(JSON.stringify({ type: 'ask', id: 'q1', text }));
      if (['answer', 'error', 'cancelled'].includes(String(frame.type))) {
        ws.close();
        resolve({ frames });
      }
    });
    ws.on('close', (code) => resolve({ frames, closeCode: code }));
    ws.on('error', (err) => (frames.length > 0 ? undefined : reject(err)));
  });
}
