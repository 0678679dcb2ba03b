/**
 * Nothing of an instance lives only in a gateway's memory: a gateway closed with an instance waiting and
 * a new one opened on the same database completes its task (PGlite folder, and PostgreSQL in its run);
 * with PostgreSQL (LINGXI_TEST_DATABASE_URL), two gateways at once on one database: one starts, the other
 * completes, and claims and completions racing across both gateways have one winner each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningGateway, type StartOptions, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { call, connect, type Gw, type Json, login, type Page } from './helpers';
import { freshDatabase } from './pg';

const external = !!process.env.GATEWAY_URL;
const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;

type Rec = Record<string, unknown>;
const W = '/api/lingxi-flow/work';

interface Side {
  running: RunningGateway;
  gw: Gw;
  t: Record<string, string>;
  ids: Record<string, string>;
}

async function open(options: StartOptions): Promise<Side> {
  const running = await startGateway({
    port: 0,
    hostname: '127.0.0.1',
    captchaCode: '1357',
    seedRows: 100,
    tokenPerMinute: 1_000_000,
    logger: silentLogger,
    ...options,
  });
  const gw = await connect(running.url, '1357');
  const t: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const account of ['staff1', 'head1', 'hr1']) {
    const token = await login(gw, account, account);
    t[account] = token.access_token;
    ids[account] = token.user_id;
  }
  return { running, gw, t, ids };
}

const api = (s: Side, who: string, path: string, body?: unknown): Promise<Json> =>
  call(s.gw, path, { method: body === undefined ? 'GET' : 'POST', token: s.t[who], body });

async function ok(res: Promise<Json>): Promise<Rec> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Rec;
}

async function taskIn(s: Side, who: string, list: string, instanceId: unknown): Promise<Rec | undefined> {
  const data = (await ok(api(s, who, `${W}/${list}?size=200`))) as unknown as Page<Rec>;
  return data.records.find((r) => r.processInstanceId === instanceId);
}

const leaveBody = (s: Side) => ({
  approver: s.ids.head1,
  startTime: '2031-03-03 09:00',
  endTime: '2031-03-07 18:00',
  reason: '重启测试',
});

describe.skipIf(external)('workflow across gateway restarts and processes', () => {
  const work = mkdtempSync(join(tmpdir(), 'lingxi-flow-restart-'));
  const drops: (() => Promise<void>)[] = [];
  const sides: Side[] = [];

  afterAll(async () => {
    for (const s of sides) await s.running.close().catch(() => undefined);
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('a gateway closed with an instance waiting: a new gateway on the same database completes it', async () => {
    const database =
      process.env.LINGXI_TEST_BACKEND === 'postgres' && serverUrl
        ? await freshDatabase(serverUrl)
        : undefined;
    if (database) drops.push(database.drop);
    const options = {
      databaseUrl: database?.url,
      dataDir: join(work, 'restart'),
      staticRoot: join(work, 'apps'),
    };
    const first = await open(options);
    sides.push(first);
    const leave = await ok(
      api(first, 'staff1', '/api/lingxi-desk/process/leave/start-process', leaveBody(first)),
    );
    const task = (await taskIn(first, 'head1', 'todo-list', leave.processInstanceId)) as Rec;
    expect(task.taskName).toBe('部门负责人审批');
    await first.running.close();

    const second = await open(options);
    sides.push(second);
    const again = (await taskIn(second, 'head1', 'todo-list', leave.processInstanceId)) as Rec;
    expect(again.taskId).toBe(task.taskId);
    await ok(
      api(second, 'head1', `${W}/complete-task`, {
        taskId: again.taskId,
        processInstanceId: leave.processInstanceId,
        flag: 'pass',
        comment: '重启后审批',
      }),
    );
    // five working days: on to HR, then through the HR approval to the end, still on the new gateway
    const hr = (await taskIn(second, 'hr1', 'claim-list', leave.processInstanceId)) as Rec;
    expect(hr.taskName).toBe('人事审批');
    await second.running.close();

    const third = await open(options);
    sides.push(third);
    await ok(api(third, 'hr1', `${W}/claim-task`, { taskId: hr.taskId }));
    await ok(api(third, 'hr1', `${W}/complete-task`, { taskId: hr.taskId, flag: 'pass', comment: '同意' }));
    const detail = await ok(api(third, 'staff1', `/api/lingxi-desk/process/leave/detail?id=${leave.id}`));
    expect((detail.flow as Rec).endActivityName).toBe('已通过');
    expect((detail.history as Rec[]).map((h) => h.action)).toEqual(['start', 'pass', 'claim', 'pass', 'end']);
    await third.running.close();
  });

  it.skipIf(!serverUrl)(
    'two gateways on one PostgreSQL database: one starts, the other completes; races across both have one winner',
    async () => {
      const database = await freshDatabase(serverUrl as string);
      drops.push(database.drop);
      const options = { databaseUrl: database.url, staticRoot: join(work, 'apps') };
      const a = await open({ ...options, dataDir: join(work, 'a') });
      sides.push(a);
      const b = await open({ ...options, dataDir: join(work, 'b') });
      sides.push(b);
      const both = [a, b];

      const leave = await ok(api(a, 'staff1', '/api/lingxi-desk/process/leave/start-process', leaveBody(a)));
      const task = (await taskIn(b, 'head1', 'todo-list', leave.processInstanceId)) as Rec;
      // completions racing on both gateways: one wins, the HR task is created once
      const completions = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          api(both[i % 2] as Side, 'head1', `${W}/complete-task`, {
            taskId: task.taskId,
            flag: 'pass',
            comment: '同意',
          }),
        ),
      );
      expect(completions.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of completions.filter((x) => x.status !== 200))
        expect(r.body.msg).toBe('任务已办理，不能重复提交');
      const hrTasks = (
        (await ok(api(a, 'hr1', `${W}/claim-list?size=200`))) as unknown as Page<Rec>
      ).records.filter((r) => r.processInstanceId === leave.processInstanceId);
      expect(hrTasks).toHaveLength(1);
      const hr = hrTasks[0] as Rec;
      // ten claims racing on both gateways: one wins
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api(both[i % 2] as Side, 'hr1', `${W}/claim-task`, { taskId: hr.taskId }),
        ),
      );
      expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of claims.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('该任务已被签收');
      await ok(api(a, 'hr1', `${W}/complete-task`, { taskId: hr.taskId, flag: 'reject', comment: '不同意' }));
      const detail = await ok(api(b, 'staff1', `/api/lingxi-desk/process/leave/detail?id=${leave.id}`));
      expect((detail.flow as Rec).endActivityName).toBe('已驳回');
      expect((detail.history as Rec[]).map((h) => h.action)).toEqual([
        'start',
        'pass',
        'claim',
        'reject',
        'end',
      ]);
    },
  );
});
