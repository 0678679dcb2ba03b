/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions are ${...} texts, never JavaScript templates */
/**
 * The workflow's pure parts, without a gateway: the expression evaluator (no eval of model text), the
 * model reader (bpmnlint's recommended rules, the elements this gateway executes, the people of user
 * tasks) and one instance stepped through bpmn-engine from stored JSON state to stored JSON state.
 */
import { describe, expect, it } from 'vitest';
import { EXPENSE_PROCESS, LEAVE_PROCESS } from '../src/seed/flow';
import { buildBpmn, initialBpmn } from '../src/services/flow/bpmn';
import { completeTask, startInstance } from '../src/services/flow/engine';
import { checkExpression, resolve } from '../src/services/flow/expressions';
import { readModel } from '../src/services/flow/model';

describe('expressions', () => {
  const v = (text: string, variables: Record<string, unknown>) => resolve(text, { variables });

  it('compares, combines and negates process variables (JUEL operators and words)', () => {
    expect(v('${days > 3}', { days: 5 })).toBe(true);
    expect(v('${days > 3}', { days: 3 })).toBe(false);
    expect(v('${days gt 3 and pass}', { days: 4, pass: true })).toBe(true);
    expect(v('${!pass}', { pass: false })).toBe(true);
    expect(v('${not pass || days <= 1}', { pass: true, days: 1 })).toBe(true);
    expect(v("${kind == 'annual'}", { kind: 'annual' })).toBe(true);
    expect(v('${amount >= 5000}', { amount: '5000' })).toBe(true);
    expect(v('${(a > 1) && (b < 2)}', { a: 2, b: 1 })).toBe(true);
    expect(v('${empty reason}', { reason: '' })).toBe(true);
    expect(v('${missing > 3}', {})).toBe(false);
  });

  it("reads bpmn-engine's own context paths", () => {
    expect(
      resolve('${environment.variables.days > 3}', {
        variables: {},
        context: { environment: { variables: { days: 4 } } },
      }),
    ).toBe(true);
  });

  it('answers a whole expression by value and a template as text', () => {
    expect(v('${approver}', { approver: '1600' })).toBe('1600');
    expect(v('dept-${id}-x', { id: 7 })).toBe('dept-7-x');
  });

  it('never runs code: calls, indexes, prototypes and assignments do not evaluate', () => {
    const hostile = [
      "${constructor.constructor('return process')()}",
      '${days.__proto__}',
      '${days = 1}',
      '${a[0]}',
      '${process.exit(1)}',
    ];
    for (const text of hostile) expect(v(text, { days: 1, a: [1] })).toBeUndefined();
    expect(checkExpression("${constructor.constructor('x')()}")).toMatch(/unexpected/);
    expect(v('${toString}', {})).toBeUndefined();
  });
});

describe('models', () => {
  it('reads the seeded processes: key, name, initiator and the people of each user task', async () => {
    const leave = await readModel(buildBpmn(LEAVE_PROCESS));
    expect(leave.key).toBe('leave');
    expect(leave.name).toBe('请假流程');
    expect(leave.initiator).toBe('applyUser');
    expect(leave.tasks.headApproval).toEqual({ name: '部门负责人审批', assignee: '${approver}' });
    expect(leave.tasks.hrApproval).toEqual({ name: '人事审批', candidateGroups: 'hr' });
    const expense = await readModel(buildBpmn(EXPENSE_PROCESS));
    expect(expense.tasks.financeAudit?.candidateUsers).toBe('finance1');
  });

  it('reads Camunda attributes the same way', async () => {
    const xml = buildBpmn(LEAVE_PROCESS)
      .replace(
        'xmlns:flowable="http://flowable.org/bpmn"',
        'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"',
      )
      .replaceAll('flowable:', 'camunda:');
    expect((await readModel(xml)).tasks.headApproval?.assignee).toBe('${approver}');
  });

  it("refuses a model bpmnlint's recommended rules refuse, with the rule's message", async () => {
    const noEnd = buildBpmn({
      key: 'broken',
      name: '缺少结束',
      nodes: [
        { id: 'start', kind: 'startEvent', name: '开始', x: 100, y: 100 },
        { id: 'task', kind: 'userTask', name: '审批', x: 250, y: 100 },
      ],
      flows: [{ id: 'f1', from: 'start', to: 'task' }],
    });
    await expect(readModel(noEnd)).rejects.toThrow(/流程模型校验未通过：.*end-event-required/);
    const unnamed = buildBpmn(LEAVE_PROCESS).replace('name="部门负责人审批"', '');
    await expect(readModel(unnamed)).rejects.toThrow(
      /label-required \(headApproval\): Element is missing label\/name/,
    );
  });

  it('refuses what it cannot parse or execute', async () => {
    await expect(readModel('<nope')).rejects.toThrow(/不是合法的BPMN 2.0 XML/);
    await expect(readModel('')).rejects.toThrow('请提供流程模型的BPMN XML');
    // a flow to an element that is not there, a duplicate id: moddle's warnings refuse the model
    const dangling = buildBpmn(LEAVE_PROCESS).replace(/<endEvent id="approved"[\s\S]*?<\/endEvent>/, '');
    await expect(readModel(dangling)).rejects.toThrow(
      /不是合法的BPMN 2.0 XML：unresolved reference <approved>/,
    );
    const duplicate = buildBpmn(LEAVE_PROCESS).replace('id="hrApproval"', 'id="headApproval"');
    await expect(readModel(duplicate)).rejects.toThrow(/^流程模型不是合法的BPMN 2.0 XML：/);
    await expect(readModel('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>')).rejects.toThrow(
      /DOCTYPE/,
    );
    const script = buildBpmn(LEAVE_PROCESS).replaceAll('userTask', 'scriptTask');
    await expect(readModel(script)).rejects.toThrow(/bpmn:ScriptTask/);
    const evil = buildBpmn(LEAVE_PROCESS).replace('${days &gt; 3}', "${constructor.constructor('x')()}");
    await expect(readModel(evil)).rejects.toThrow(/连线flow_long的条件无法解析/);
    // a new model's starting diagram is valid BPMN but has no user task to deploy yet
    await expect(readModel(initialBpmn('fresh', '新模型'))).rejects.toThrow('流程模型至少需要一个用户任务');
  });
});

describe('engine steps through stored state', () => {
  const xml = buildBpmn(LEAVE_PROCESS);

  it('waits at the head approval, then goes by the days variable (exclusive gateway)', async () => {
    for (const [days, next] of [
      [2, []],
      [4, ['hrApproval']],
    ] as const) {
      const first = await startInstance('i1', xml, { approver: '1', days });
      expect(first.waiting.map((w) => w.activityId)).toEqual(['headApproval']);
      expect(first.ended).toBe(false);
      // only the JSON crosses to the next step, as through the database
      const stored = JSON.parse(JSON.stringify(first.state)) as string;
      const exec = first.waiting[0]?.executionId ?? '';
      const second = await completeTask('i1', stored, exec, { approver: '1', days, pass: true }, {});
      expect(second.waiting.map((w) => w.activityId)).toEqual(next);
      expect(second.ended).toBe(next.length === 0);
      if (next.length === 0) expect(second.ends.map((e) => e.name)).toEqual(['已通过']);
    }
  });

  it('ends at 已驳回 when the head rejects, and refuses a task that is not waiting', async () => {
    const first = await startInstance('i2', xml, { approver: '1', days: 9 });
    const rejected = await completeTask(
      'i2',
      first.state,
      first.waiting[0]?.executionId ?? '',
      { pass: false },
      {},
    );
    expect(rejected.ended).toBe(true);
    expect(rejected.ends.map((e) => e.id)).toEqual(['rejected']);
    await expect(completeTask('i2', first.state, 'nope', { pass: true }, {})).rejects.toThrow(
      '流程实例中没有等待办理的该任务',
    );
  });
});
