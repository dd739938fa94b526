import { Agent, request } from 'node:http';

/**
 * The load generator's HTTP calls (bench:fleet): node:http on kept-alive connections rather than
 * fetch, which spent several times the CPU per call (Request, Response and stream objects) on the
 * same two cores as the server it measures.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export interface BenchRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** What the bench reads of an answer (its body is read and dropped). */
export interface BenchAnswer {
  status: number;
  etag: string | null;
}

/** One call to the local port; rejects when the connection fails or closes before an answer. */
export function call(port: number, path: string, init: BenchRequest = {}): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent }, (answer) => {
      answer.on('data', () => undefined);
      answer.on('end', () => {
        const etag = answer.headers.etag;
        resolve({ status: answer.statusCode ?? 0, etag: typeof etag === 'string' ? etag : null });
      });
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
