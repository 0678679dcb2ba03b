#!/usr/bin/env node
// The gateway under load, on loopback only: `measureGatewayLoad()` (called by bench.mjs) or
// `node scripts/bench-load.mjs` alone (writes bench-results/bench-load.json).
//
// For each database, PGlite (one gateway process: PGlite is single-process) and PostgreSQL (two gateway
// processes sharing one database, the connections split between them), it starts the built gateway
// (apps/gateway/dist/main.mjs) on a fresh database with the 100,000-row regional enterprise table and
// drives, each for BENCH_LOAD_SECONDS (10) with BENCH_CONNECTIONS (16) keep-alive connections:
//   pagedList    GET  /api/lingxi-area-enterprise/page?size=10&current=<random page of the whole table>
//   filteredList GET  /api/lingxi-area-enterprise/page?enterpriseName=<one of 20 words>&scale=<1..4>&current=<1..5>
//   token        POST /api/lingxi-auth/oauth/token (password grant: scrypt)
//   submit       POST /api/lingxi-system/param/submit (a new parameter each time: validation, uniqueness,
//                insert and its operation-log row in one transaction)
// then a soak of the four mixed (8 list : 4 filtered : 1 token : 3 submit) for BENCH_SOAK_SECONDS (60).
// Each figure: requests, errors (any answer other than 200, or a failed connection), req/s, p50, p99.
// PostgreSQL: BENCH_DATABASE_URL (or LINGXI_TEST_DATABASE_URL) names a server on which a fresh database
// is created and dropped; without one, a throw-away server is started from Debian's PostgreSQL binaries
// when they are installed (scripts/postgres.sh installs them), else that part is skipped and says so.
// Before and after, `machineReference`: a bare Node HTTP server answering a fixed 10-row page (no
// framework, no database) driven the same way for 3 s. This machine's speed changes by half from one
// hour to the next (other work on the shared host): the reference says how fast it was during the run.
// Figures only, no thresholds: the targets are in apps/gateway/README.md.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(root, 'apps/gateway/dist/main.mjs');
const CAPTCHA = '8888';
const MD5_ADMIN = '21232f297a57a5a743894a0e4a801fc3';
const WORDS = ['云帆', '智汇', '启明', '数澜', '博远', '恒信', '星辰', '海纳', '鼎盛', '华创'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startProcess(env, port, args = [MAIN]) {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LINGXI_CAPTCHA_CODE: CAPTCHA,
      // the token load is the password grant (scrypt) from one address, thousands a minute: captcha mode
      // off and the login door's per-address rate out of the way (gateway README, "the login door")
      LINGXI_CAPTCHA_MODE: 'off',
      LINGXI_TOKEN_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  child.lastError = () => stderr;
  return child;
}

async function waitUp(port, child) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited: ${child.lastError()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/lingxi.config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the gateway did not start');
}

async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Keep-alive HTTP load on loopback, bounded in time; `pick()` answers one request to send. */
export async function drive({ ports, connections, seconds, pick }) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const latencies = [];
  const byName = new Map();
  let errors = 0;
  const errorSamples = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  const once = (port, agent, req) =>
    new Promise((resolve) => {
      const r = http.request(
        { host: '127.0.0.1', port, method: req.method, path: req.path, headers: req.headers, agent },
        (res) => {
          const chunks = [];
          res.on('data', (d) => chunks.push(d));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        },
      );
      r.on('error', (err) => resolve({ status: 0, body: String(err) }));
      if (req.body !== undefined) r.write(req.body);
      r.end();
    });
  const worker = async (n) => {
    const port = ports[n % ports.length];
    const agent = agents[n % ports.length];
    while (performance.now() < end) {
      const req = pick();
      const t0 = performance.now();
      const res = await once(port, agent, req);
      const ms = performance.now() - t0;
      latencies.push(ms);
      const own = byName.get(req.name) ?? { latencies: [], errors: 0 };
      own.latencies.push(ms);
      byName.set(req.name, own);
      if (res.status !== 200) {
        errors++;
        own.errors++;
        if (errorSamples.length < 5) errorSamples.push(`${req.name} ${res.status} ${res.body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
  const elapsed = (performance.now() - started) / 1000;
  for (const a of agents) a.destroy();
  const summary = (list, errs) => {
    list.sort((a, b) => a - b);
    const pct = (p) =>
      Math.round((list[Math.min(list.length - 1, Math.floor((list.length * p) / 100))] ?? 0) * 100) / 100;
    return {
      requests: list.length,
      errors: errs,
      requestsPerSecond: Math.round((list.length / elapsed) * 10) / 10,
      p50Ms: pct(50),
      p99Ms: pct(99),
    };
  };
  const out = { seconds: Math.round(elapsed * 100) / 100, connections, ...summary(latencies, errors) };
  if (byName.size > 1)
    out.byRequest = Object.fromEntries([...byName].map(([k, v]) => [k, summary(v.latencies, v.errors)]));
  if (errorSamples.length) out.errorSamples = errorSamples;
  return out;
}

/** A page-sized JSON answer, as the paged list sends it (about 4 KB). */
const REFERENCE_SERVER = `
const body = JSON.stringify({ code: 200, success: true, msg: '操作成功', data: { total: 100000, size: 10, current: 5, pages: 10000,
  records: Array.from({ length: 10 }, (_, i) => ({ id: String(1600000000000000000 + i), tenantId: '000000',
    enterpriseName: '杭州云帆网络科技有限公司' + i, creditCode: '91330100MA0004000' + i, regionCode: '330110', regionName: '余杭区',
    industry: '新一代信息技术', scale: 3, legalPerson: '赵伟', registeredCapital: '1776.20', establishedDate: '2014-04-03',
    address: '浙江省杭州市余杭区创新路' + i + '号', createTime: '2026-11-08 13:13:36', updateTime: '2026-11-08 13:13:36', status: 1 })) } });
require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1');`;

/** Requests per second of a bare Node HTTP server on this machine now, under the same driver. */
async function machineReference(port) {
  const child = startProcess({}, port, ['-e', REFERENCE_SERVER]);
  try {
    await waitUp(port, child);
    const pick = () => ({ name: 'reference', method: 'GET', path: '/api/x?current=5', headers: {} });
    const { requestsPerSecond, p50Ms, p99Ms } = await drive({
      ports: [port],
      connections: 16,
      seconds: 3,
      pick,
    });
    return { requestsPerSecond, p50Ms, p99Ms };
  } finally {
    await stopProcess(child);
  }
}

async function session(port) {
  const base = `http://127.0.0.1:${port}`;
  const { clientId, clientSecret } = await (await fetch(`${base}/lingxi.config.json`)).json();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const tokenPath = `/api/lingxi-auth/oauth/token?tenantId=000000&username=admin&password=${MD5_ADMIN}&grant_type=password&scope=all&type=account`;
  const res = await fetch(`${base}${tokenPath}`, {
    method: 'POST',
    headers: { Authorization: basic, 'Tenant-Id': '000000' },
  });
  const { access_token: token } = await res.json();
  if (!token) throw new Error('bench login failed');
  const headers = { Authorization: basic, 'lingxi-auth': `bearer ${token}` };
  const first = await (await fetch(`${base}/api/lingxi-area-enterprise/page?size=10`, { headers })).json();
  return { basic, tokenPath, headers, total: first.data.total };
}

function requests(s, tag) {
  const pages = Math.ceil(s.total / 10);
  let n = 0;
  const rnd = (k) => Math.floor(Math.random() * k);
  return {
    pagedList: () => ({
      name: 'pagedList',
      method: 'GET',
      path: `/api/lingxi-area-enterprise/page?size=10&current=${1 + rnd(pages)}`,
      headers: s.headers,
    }),
    filteredList: () => ({
      name: 'filteredList',
      method: 'GET',
      path: `/api/lingxi-area-enterprise/page?size=10&current=${1 + rnd(5)}&enterpriseName=${encodeURIComponent(WORDS[rnd(WORDS.length)])}&scale=${1 + rnd(4)}`,
      headers: s.headers,
    }),
    token: () => ({
      name: 'token',
      method: 'POST',
      path: s.tokenPath,
      headers: { Authorization: s.basic, 'Tenant-Id': '000000' },
    }),
    submit: () => {
      n++;
      return {
        name: 'submit',
        method: 'POST',
        path: '/api/lingxi-system/param/submit',
        headers: { ...s.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          paramName: `压测参数${n}`,
          paramKey: `bench.${tag}.${process.pid}.${Date.now().toString(36)}.${n}`,
          paramValue: `值${n}`,
        }),
      };
    },
  };
}

async function measure(ports, { seconds, soakSeconds, connections, tag }) {
  const s = await session(ports[0]);
  const r = requests(s, tag);
  const figures = { table: 'lingxi_area_enterprise', rows: s.total, processes: ports.length };
  // a short warm-up: plans, caches and JIT
  await drive({ ports, connections, seconds: 2, pick: r.pagedList });
  for (const name of ['pagedList', 'filteredList', 'token', 'submit']) {
    figures[name] = await drive({ ports, connections, seconds, pick: r[name] });
    console.error(`[bench-load] ${tag} ${name}: ${JSON.stringify(figures[name])}`);
  }
  const mix = [
    ...Array(8).fill(r.pagedList),
    ...Array(4).fill(r.filteredList),
    r.token,
    ...Array(3).fill(r.submit),
  ];
  if (soakSeconds > 0) {
    figures.soak = await drive({
      ports,
      connections,
      seconds: soakSeconds,
      pick: () => mix[Math.floor(Math.random() * mix.length)](),
    });
    console.error(`[bench-load] ${tag} soak: ${JSON.stringify({ ...figures.soak, byRequest: undefined })}`);
  }
  return figures;
}

function pgBin() {
  try {
    const dirs = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    const bin = dirs.length ? `/usr/lib/postgresql/${dirs.at(-1)}/bin` : '';
    return bin && fs.existsSync(`${bin}/initdb`) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** A PostgreSQL server for the bench: the configured one, or a throw-away one on loopback. */
async function postgresServer(port) {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.LINGXI_TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const bin = pgBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-bench-pg-'));
  const asPg = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--']] : undefined;
  const run = (cmd, args) =>
    asPg
      ? execFileSync(asPg[0], [...asPg[1], cmd, ...args], { stdio: 'ignore' })
      : execFileSync(cmd, args, { stdio: 'ignore' });
  if (asPg) execFileSync('chown', ['postgres', dir]);
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'lingxi']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/server.log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    'start',
  ]);
  execFileSync(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'lingxi', 'lingxi_bench']);
  return {
    // the gateways reach it over its Unix socket (a same-host deployment's choice: cheaper than TCP)
    url: `postgres://lingxi@localhost/lingxi_bench?host=${encodeURIComponent(dir)}&port=${port}`,
    stop: async () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function freshDatabase(serverUrl) {
  const pg = (await import(path.join(root, 'apps/gateway/node_modules/pg/lib/index.js'))).default;
  const name = `lingxi_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function measureGatewayLoad({
  basePort = Number(process.env.BENCH_PORT ?? 8282) + 10,
  seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10),
  soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 16),
  only = process.env.BENCH_LOAD_ONLY, // 'pglite' | 'postgres'
} = {}) {
  if (!fs.existsSync(MAIN))
    execFileSync('pnpm', ['--filter', '@lingxi/gateway', 'build'], { cwd: root, stdio: 'ignore' });
  // the machine's load before the run: other work on the same cores lowers every figure
  const result = {
    seconds,
    soakSeconds,
    connections,
    cpus: os.cpus().length,
    loadAverageBefore: os.loadavg(),
    machineReferenceBefore: await machineReference(basePort + 50),
  };
  console.error(`[bench-load] machine reference before: ${JSON.stringify(result.machineReferenceBefore)}`);
  const opts = { seconds, soakSeconds, connections };

  if (only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-bench-load-'));
    const child = startProcess({ LINGXI_DATA_DIR: dataDir }, basePort);
    try {
      await waitUp(basePort, child);
      result.pglite = await measure([basePort], { ...opts, tag: 'pglite' });
    } finally {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (only !== 'pglite') {
    const server = await postgresServer(basePort + 100);
    if (!server) {
      result.postgres = { skipped: 'no PostgreSQL: set BENCH_DATABASE_URL or install Debian postgresql' };
    } else {
      const db = await freshDatabase(server.url);
      const ossDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingxi-bench-oss-'));
      const env = { DATABASE_URL: db.url, LINGXI_OSS_DIR: ossDir };
      const children = [];
      try {
        // the first process creates and seeds the database, the second joins it
        children.push(startProcess(env, basePort + 1));
        await waitUp(basePort + 1, children[0]);
        children.push(startProcess(env, basePort + 2));
        await waitUp(basePort + 2, children[1]);
        result.postgres = await measure([basePort + 1, basePort + 2], { ...opts, tag: 'postgres' });
      } finally {
        for (const child of children) await stopProcess(child);
        await db.drop().catch(() => undefined);
        await server.stop();
        fs.rmSync(ossDir, { recursive: true, force: true });
      }
    }
  }
  result.loadAverageAfter = os.loadavg();
  result.machineReferenceAfter = await machineReference(basePort + 50);
  console.error(`[bench-load] machine reference after: ${JSON.stringify(result.machineReferenceAfter)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureGatewayLoad();
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const file = path.join(root, 'bench-results/bench-load.json');
  fs.writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), gatewayLoad: figures }, null, 2)}\n`,
  );
  console.log(JSON.stringify(figures, null, 2));
  console.log(`written to ${path.relative(root, file)}`);
}
