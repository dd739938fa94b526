import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 nothing listens on right now, from the OS (a listen on port 0, closed
 * at once). Another process could take it before the caller listens; on a test machine none does.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('The OS gave no port.'))));
    });
  });
}
