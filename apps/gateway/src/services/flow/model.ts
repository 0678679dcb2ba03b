/**
 * Reading a model: BPMN 2.0 XML parsed by bpmn-moddle, checked by bpmnlint's recommended rules, then by
 * what this gateway executes (one process; none, user and plain tasks; exclusive, parallel and inclusive
 * gateways; none start and end events, terminate end), and its user tasks' people read from the Flowable,
 * Camunda or Activiti attributes. Any refusal is a `ModelError` whose message the caller answers as 400.
 */
/// <reference path="./bpmn-moddle.d.ts" />
import { createRequire } from 'node:module';
import { BpmnModdle } from 'bpmn-moddle';
import { checkExpression } from './expressions';

const require = createRequire(import.meta.url);

interface LintReport {
  id?: string;
  message: string;
  category?: string;
}

interface Linter {
  lint(root: unknown): Promise<Record<string, LintReport[]>>;
}

/**
 * bpmnlint finds its configuration and rules by node resolution. Its NodeResolver is given this module's
 * own `require` (the gateway's node_modules), so it works from the sources, the bundle and any working
 * directory; `bpmnlint:recommended` resolves to bpmnlint's config/recommended.js. A new Linter per model:
 * a Linter keeps its rule instances, and some rules (no-duplicate-sequence-flows) keep what they saw.
 */
function newLinter(): Linter {
  const { Linter: LinterClass } = require('bpmnlint') as {
    Linter: new (options: { config: unknown; resolver: unknown }) => Linter;
  };
  const NodeResolver = require('bpmnlint/lib/resolver/node-resolver') as new (options: {
    require: NodeRequire;
  }) => unknown;
  return new LinterClass({
    config: { extends: 'bpmnlint:recommended' },
    resolver: new NodeResolver({ require }),
  });
}

export class ModelError extends Error {}

/** The people of a user task, as written in the model (expressions resolved when the task is created). */
export interface TaskDef {
  name: string;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
}

export interface ModelInfo {
  key: string;
  name: string;
  documentation: string;
  /** The start event's `initiator` variable (the starter's user id is stored in it). */
  initiator?: string;
  tasks: Record<string, TaskDef>;
  /** Lint warnings (kept, not refusing). */
  warnings: string[];
}

const PEOPLE_NAMESPACES = new Set([
  'http://flowable.org/bpmn',
  'http://camunda.org/schema/1.0/bpmn',
  'http://activiti.org/bpmn',
]);

const EXECUTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:Task',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Group',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  [key: string]: unknown;
}

export const MAX_XML_CHARS = 1_000_000;
const KEY = /^[A-Za-z_][\w.-]{0,63}$/;

/** Parses, lints and checks `xml`; answers what the gateway needs to deploy and run it. */
export async function readModel(xml: string): Promise<ModelInfo> {
  if (xml.trim() === '') throw new ModelError('请提供流程模型的BPMN XML');
  if (xml.length > MAX_XML_CHARS) throw new ModelError('流程模型不能超过1000000个字符');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ModelError('流程模型不能包含DOCTYPE或实体声明');
  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    root = parsed.rootElement as unknown as ModdleElement;
    // an unresolved reference, a duplicate id, an unknown element: refused, never half read
    const warning = parsed.warnings[0] as { message?: string } | undefined;
    if (warning) throw new Error(String(warning.message ?? warning));
  } catch (err) {
    const first = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
    throw new ModelError(`流程模型不是合法的BPMN 2.0 XML：${first.slice(0, 200)}`);
  }
  if (root?.$type !== 'bpmn:Definitions') throw new ModelError('流程模型不是合法的BPMN 2.0 XML');

  const reports = await newLinter().lint(root);
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [rule, list] of Object.entries(reports)) {
    for (const r of list) {
      const line = `${rule}${r.id ? ` (${r.id})` : ''}: ${r.message}`;
      (r.category === 'error' || r.category === 'rule-error' ? errors : warnings).push(line);
    }
  }
  if (errors.length > 0) throw new ModelError(`流程模型校验未通过：${errors.slice(0, 5).join('；')}`);

  const rootElements = (root.rootElements ?? []) as ModdleElement[];
  const processes = rootElements.filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) throw new ModelError('流程模型必须只包含一个流程(process)');
  const other = rootElements.find((e) => e.$type !== 'bpmn:Process' && e.$type !== 'bpmn:Collaboration');
  if (other) throw new ModelError(`流程模型包含本网关不执行的元素：${other.$type} ${other.id ?? ''}`.trim());
  const process = processes[0] as ModdleElement;
  const key = process.id ?? '';
  if (!KEY.test(key))
    throw new ModelError('流程标识(process id)只能以字母开头，包含字母、数字、下划线、点或横线');
  const name = (process.name ?? '').trim() || key;

  // the prefixes bound to Flowable / Camunda / Activiti on the definitions element
  const prefixes = new Set<string>();
  for (const [attr, value] of Object.entries(root.$attrs ?? {}))
    if (attr.startsWith('xmlns:') && PEOPLE_NAMESPACES.has(value)) prefixes.add(attr.slice(6));
  const people = (el: ModdleElement, local: string): string | undefined => {
    for (const [attr, value] of Object.entries(el.$attrs ?? {})) {
      const [prefix, name_] = attr.split(':');
      if (name_ === local && prefix && prefixes.has(prefix) && value.trim() !== '') return value.trim();
    }
    return undefined;
  };

  const tasks: Record<string, TaskDef> = {};
  let initiator: string | undefined;
  const flowElements = (process.flowElements ?? []) as ModdleElement[];
  for (const el of flowElements) {
    if (!EXECUTED.has(el.$type))
      throw new ModelError(`流程模型包含本网关不执行的元素：${el.$type} ${el.id ?? ''}`.trim());
    const defs = (el.eventDefinitions ?? []) as ModdleElement[];
    if (el.$type === 'bpmn:StartEvent' && defs.length > 0)
      throw new ModelError(`开始事件只能是空开始事件：${el.id ?? ''}`);
    if (el.$type === 'bpmn:EndEvent' && defs.some((d) => d.$type !== 'bpmn:TerminateEventDefinition'))
      throw new ModelError(`结束事件只能是空结束或终止结束事件：${el.id ?? ''}`);
    if (el.$type === 'bpmn:StartEvent') initiator = people(el, 'initiator') ?? initiator;
    if (el.$type === 'bpmn:UserTask') {
      const def: TaskDef = { name: (el.name ?? '').trim() || (el.id ?? '') };
      const assignee = people(el, 'assignee');
      const candidateUsers = people(el, 'candidateUsers');
      const candidateGroups = people(el, 'candidateGroups');
      for (const text of [assignee, candidateUsers, candidateGroups]) {
        const bad = text && checkExpression(text);
        if (bad) throw new ModelError(`用户任务${el.id}的表达式无法解析：${bad}`);
      }
      if (assignee) def.assignee = assignee;
      if (candidateUsers) def.candidateUsers = candidateUsers;
      if (candidateGroups) def.candidateGroups = candidateGroups;
      tasks[el.id ?? ''] = def;
    }
    if (el.$type === 'bpmn:SequenceFlow') {
      const condition = el.conditionExpression as ModdleElement | undefined;
      const body = typeof condition?.body === 'string' ? condition.body : undefined;
      if (condition && (condition.language || (body && !/^\s*\$\{[\s\S]*\}\s*$/.test(body))))
        throw new ModelError(`连线${el.id}的条件必须是\${...}表达式(不执行脚本)`);
      const bad = body && checkExpression(body);
      if (bad) throw new ModelError(`连线${el.id}的条件无法解析：${bad}`);
    }
  }
  if (Object.keys(tasks).length === 0) throw new ModelError('流程模型至少需要一个用户任务');
  const documentation = ((process.documentation ?? []) as ModdleElement[])
    .map((d) => String(d.text ?? ''))
    .join('\n')
    .slice(0, 500);
  return { key, name: name.slice(0, 255), documentation, initiator, tasks, warnings };
}
