import autocannon from 'autocannon';
import { benchDeviceToken } from './server/scripts/bench-seed.ts';
import { prepareBenchDatabase, startBenchServer, stopChild } from './server/scripts/bench-support.ts';

const database = await prepareBenchDatabase();
const server = startBenchServer({ ...database.env, ADMIN_EMAIL: 'probe@example.com', ADMIN_PASSWORD: 'Probe-Passw0rd-99', BENCH_DISPLAYS: '40', BENCH_DISPLAYS_PER_CONTROLLER: '4', BENCH_VENUES: '10', BENCH_CLIENTS: '1' });
const [apiPort, floorPort] = await server.ports;
const floor = async (path: string) => (await (await fetch(`http://127.0.0.1:${floorPort}${path}`)).json()) as any;
const fleet = await floor('/bench-fleet');
const c = fleet.controllers[0];
const auth = { authorization: `Bearer ${benchDeviceToken(c.n)}` };
const day = await fetch(`http://127.0.0.1:${apiPort}/api/graphicscontroller/self/displays/${c.displayIds[0]}/day?waitSeconds=0`, { headers: auth });
const etag = day.headers.get('etag')!;
const body = JSON.stringify({ shown: { assetId: null, playlistId: null, version: null, sinceUtc: new Date().toISOString() }, playerVersion: 'bench', cacheBytes: 1, lastMediaError: null });
const cases: [string, any][] = [
  ['health', { method: 'GET', path: '/api/health' }],
  ['self', { method: 'GET', path: '/api/graphicscontroller/self', headers: auth }],
  ['day 304 (no wait)', { method: 'GET', path: `/api/graphicscontroller/self/displays/${c.displayIds[0]}/day?waitSeconds=0`, headers: { ...auth, 'if-none-match': etag } }],
  ['report', { method: 'POST', path: `/api/graphicscontroller/self/displays/${c.displayIds[0]}/report`, headers: { ...auth, 'content-type': 'application/json' }, body }],
];
for (const [name, request] of cases.filter(([n]) => !process.env.ONLY || n.startsWith(process.env.ONLY))) {
  const before = await floor('/usage');
  const result = await autocannon({ url: `http://127.0.0.1:${apiPort}`, connections: 4, amount: Number(process.env.N ?? 3000), requests: [request] });
  const after = await floor('/usage');
  const n = result.requests.total;
  console.log(name.padEnd(20), 'non2xx', result.non2xx, 'API', ((after.serverCpuMs - before.serverCpuMs) / n).toFixed(3), 'ms/req', 'DB', after.databaseCpuMs === null ? '-' : ((after.databaseCpuMs - before.databaseCpuMs) / n).toFixed(3));
}
await stopChild(server.child, { graceMs: 30000 });
await database.cleanUp();
process.exit(0);
