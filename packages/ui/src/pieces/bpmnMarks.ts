/**
 * The pure parts of the BPMN diagram pieces (./Bpmn): which elements of a diagram are marked current or
 * finished from an instance's diagram answer, and which element a model's refusal speaks of. No bpmn-js
 * here: unit-tested in test/pieces/bpmnMarks.test.ts, the drawing is the browser test's.
 */

/** What the gateway's `process/diagram-view` answers for an instance (the part the viewer reads). */
export interface DiagramState {
  activeActivityIds?: readonly string[] | null | undefined;
  finishedActivityIds?: readonly string[] | null | undefined;
}

/** A diagram's elements as the marking needs them: its flows and which nodes are start events or tasks. */
export interface DiagramGraph {
  /** Every node of the process by id, with its BPMN type (`bpmn:UserTask`, `bpmn:ExclusiveGateway`, ...). */
  nodes: ReadonlyArray<{ id: string; type: string }>;
  flows: ReadonlyArray<{ id: string; source: string; target: string }>;
}

export interface DiagramMarks {
  /** The nodes a token waits at (the current tasks): highlighted. */
  current: string[];
  /** The nodes and sequence flows already passed: the finished path. */
  finished: string[];
}

/** A node the engine records when it is passed (tasks and end events); the others are inferred. */
const recorded = (type: string) => /Task$/.test(type) || type === 'bpmn:EndEvent';

/**
 * The current and finished elements of a diagram. The gateway names the current tasks and the finished
 * tasks and end event; the start event, the gateways between them and the sequence flows taken are
 * inferred: a start event is passed once anything is; a gateway (or any unrecorded node) is passed when
 * a passed node leads into it and it leads on to a passed or current node; a flow is taken when it goes
 * from a passed node to a passed or current one.
 */
export function diagramMarks(state: DiagramState, graph: DiagramGraph): DiagramMarks {
  const known = new Set(graph.nodes.map((node) => node.id));
  const current = new Set((state.activeActivityIds ?? []).filter((id) => known.has(id)));
  const passed = new Set((state.finishedActivityIds ?? []).filter((id) => known.has(id)));
  if (current.size === 0 && passed.size === 0) return { current: [], finished: [] };
  for (const node of graph.nodes) if (node.type === 'bpmn:StartEvent') passed.add(node.id);
  const reached = (id: string) => passed.has(id) || current.has(id);
  const inferable = graph.nodes.filter((node) => !recorded(node.type) && node.type !== 'bpmn:StartEvent');
  for (let changed = true; changed; ) {
    changed = false;
    for (const node of inferable) {
      if (passed.has(node.id)) continue;
      const entered = graph.flows.some((flow) => flow.target === node.id && passed.has(flow.source));
      const left = graph.flows.some((flow) => flow.source === node.id && reached(flow.target));
      if (entered && left) {
        passed.add(node.id);
        changed = true;
      }
    }
  }
  for (const id of current) passed.delete(id);
  const flows = graph.flows.filter((flow) => passed.has(flow.source) && reached(flow.target));
  return {
    current: [...current],
    finished: [
      ...graph.nodes.map((node) => node.id).filter((id) => passed.has(id)),
      ...flows.map((f) => f.id),
    ],
  };
}

/** One message of a refused model, on the element it concerns (`elementId` undefined: the whole model). */
export interface ElementMessage {
  elementId?: string | undefined;
  message: string;
}

/**
 * A model's refusal (the gateway's `msg`, or lint results) as messages per element. The gateway joins
 * bpmnlint's errors as `流程模型校验未通过：<rule> (<element id>): <message>；...`; its own checks name the
 * element at the end or inside the text (`流程模型包含本网关不执行的元素：bpmn:ServiceTask Task_1`,
 * `用户任务Task_1的表达式无法解析：...`). An element is recognised only when it is in `elementIds` (the
 * diagram's ids, longest first wins), so a word of the text is never taken for one.
 */
export function elementMessages(msg: string, elementIds: readonly string[]): ElementMessage[] {
  const text = msg.trim();
  if (text === '') return [];
  const colon = text.indexOf('：');
  const head = colon >= 0 ? text.slice(0, colon) : '';
  const body = colon >= 0 ? text.slice(colon + 1) : text;
  const byLength = [...elementIds].sort((a, b) => b.length - a.length);
  const named = (part: string) =>
    byLength.find((id) => new RegExp(`(^|[^\\w.-])${escapeRegExp(id)}($|[^\\w.-])`).test(part));
  if (!body.includes('；') && !LINT_PART.test(body)) {
    const elementId = named(text);
    return [{ elementId, message: text }];
  }
  return body
    .split('；')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const lint = LINT_PART.exec(part);
      if (lint) {
        const [, rule, id, message] = lint as unknown as [string, string, string | undefined, string];
        return {
          elementId: id && elementIds.includes(id) ? id : undefined,
          message: `${message} (${rule})`,
        };
      }
      return { elementId: named(part), message: head ? `${head}：${part}` : part };
    });
}

/** `<rule> (<element id>): <message>` or `<rule>: <message>`, as the gateway writes a lint error. */
const LINT_PART = /^([\w/@.-]+)(?: \(([^)]+)\))?: (.+)$/s;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** An element of a diagram's process as its XML names it. */
export interface DiagramElement {
  id: string;
  /** `bpmn:` and the element's local name (`bpmn:UserTask`). */
  type: string;
  name?: string | undefined;
}

/**
 * The process elements of a BPMN XML (no diagram interchange, no extensions), read with the browser's
 * XML parser: for the names of the current nodes and for the ids a refusal may speak of. Nothing when
 * the XML does not parse.
 */
export function diagramElements(xml: string | null | undefined): DiagramElement[] {
  if (!xml || typeof DOMParser === 'undefined') return [];
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  const out: DiagramElement[] = [];
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    const id = el.getAttribute('id');
    if (!id || el.namespaceURI !== BPMN_MODEL) continue;
    out.push({
      id,
      type: `bpmn:${el.localName.charAt(0).toUpperCase()}${el.localName.slice(1)}`,
      name: el.getAttribute('name') ?? undefined,
    });
  }
  return out;
}

const BPMN_MODEL = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * bpmnlint's reports (`Linter.lint`: rule → reports) as messages per element, errors first; each names
 * its rule, as the gateway's refusal does.
 */
export function lintMessages(
  reports: Record<string, ReadonlyArray<{ id?: string; message: string; category?: string }>>,
): (ElementMessage & { error: boolean })[] {
  const all = Object.entries(reports).flatMap(([rule, list]) =>
    list.map((report) => ({
      elementId: report.id,
      message: `${report.message} (${rule})`,
      error: report.category !== 'warn' && report.category !== 'info',
    })),
  );
  return [...all.filter((m) => m.error), ...all.filter((m) => !m.error)];
}
