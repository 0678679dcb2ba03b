/**
 * Writes BPMN 2.0 XML with its diagram (BPMNDI) from a small description: the seeded processes and the
 * starting diagram of a new model. The attributes are Flowable's (`flowable:assignee`,
 * `flowable:candidateUsers`, `flowable:candidateGroups`, `flowable:initiator`), which Flowable reads as
 * written and Camunda reads under its own namespace (README "Workflow", running a model elsewhere).
 */

export const FLOWABLE_NS = 'http://flowable.org/bpmn';

export type NodeKind = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway';

export interface NodeSpec {
  id: string;
  kind: NodeKind;
  name: string;
  x: number;
  y: number;
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  /** Start event: the variable that receives the starter's user id. */
  initiator?: string;
  /** Gateway: the id of its default flow. */
  defaultFlow?: string;
}

export interface FlowSpec {
  id: string;
  from: string;
  to: string;
  name?: string;
  condition?: string;
}

export interface ProcessSpec {
  key: string;
  name: string;
  documentation?: string;
  nodes: NodeSpec[];
  flows: FlowSpec[];
}

const SIZE: Record<NodeKind, [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  userTask: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
};

export const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

function attrs(list: [string, string | undefined][]): string {
  return list
    .filter((a): a is [string, string] => a[1] !== undefined && a[1] !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
}

/** The BPMN XML of `spec`, each node at its (x, y) centre and each flow a straight or elbowed line. */
export function buildBpmn(spec: ProcessSpec): string {
  const byId = new Map(spec.nodes.map((n) => [n.id, n]));
  const incoming = (id: string) => spec.flows.filter((f) => f.to === id).map((f) => f.id);
  const outgoing = (id: string) => spec.flows.filter((f) => f.from === id).map((f) => f.id);
  const lines: string[] = [];
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
      ' xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"' +
      ` xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="${FLOWABLE_NS}"` +
      ' id="Definitions_1" targetNamespace="http://www.flowable.org/processdef">',
  );
  lines.push(
    `  <process${attrs([
      ['id', spec.key],
      ['name', spec.name],
    ])} isExecutable="true">`,
  );
  if (spec.documentation) lines.push(`    <documentation>${escapeXml(spec.documentation)}</documentation>`);
  for (const n of spec.nodes) {
    const a = attrs([
      ['id', n.id],
      ['name', n.name],
      ['flowable:initiator', n.initiator],
      ['flowable:assignee', n.assignee],
      ['flowable:candidateUsers', n.candidateUsers],
      ['flowable:candidateGroups', n.candidateGroups],
      ['default', n.defaultFlow],
    ]);
    const inner = [
      ...incoming(n.id).map((f) => `      <incoming>${f}</incoming>`),
      ...outgoing(n.id).map((f) => `      <outgoing>${f}</outgoing>`),
    ];
    lines.push(`    <${n.kind}${a}>`, ...inner, `    </${n.kind}>`);
  }
  for (const f of spec.flows) {
    const a = attrs([
      ['id', f.id],
      ['name', f.name],
      ['sourceRef', f.from],
      ['targetRef', f.to],
    ]);
    if (f.condition)
      lines.push(
        `    <sequenceFlow${a}>`,
        `      <conditionExpression xsi:type="tFormalExpression">${escapeXml(f.condition)}</conditionExpression>`,
        '    </sequenceFlow>',
      );
    else lines.push(`    <sequenceFlow${a} />`);
  }
  lines.push('  </process>');
  lines.push('  <bpmndi:BPMNDiagram id="BPMNDiagram_1">');
  lines.push(`    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(spec.key)}">`);
  for (const n of spec.nodes) {
    const [w, h] = SIZE[n.kind];
    lines.push(
      `      <bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}">`,
      `        <dc:Bounds x="${n.x - w / 2}" y="${n.y - h / 2}" width="${w}" height="${h}" />`,
      '      </bpmndi:BPMNShape>',
    );
  }
  for (const f of spec.flows) {
    const a = byId.get(f.from);
    const b = byId.get(f.to);
    if (!a || !b) throw new Error(`flow ${f.id} joins an unknown node`);
    const [aw, ah] = SIZE[a.kind];
    const [bw, bh] = SIZE[b.kind];
    const points: [number, number][] = [];
    if (a.y === b.y) {
      const dir = b.x > a.x ? 1 : -1;
      points.push([a.x + (dir * aw) / 2, a.y], [b.x - (dir * bw) / 2, b.y]);
    } else {
      // leave from the top or bottom, then across
      const dir = b.y > a.y ? 1 : -1;
      points.push([a.x, a.y + (dir * ah) / 2], [a.x, b.y], [b.x - (b.x > a.x ? bw / 2 : -bw / 2), b.y]);
      if (a.x === b.x) points.splice(1, 2, [b.x, b.y - (dir * bh) / 2]);
    }
    lines.push(`      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">`);
    for (const [x, y] of points) lines.push(`        <di:waypoint x="${x}" y="${y}" />`);
    lines.push('      </bpmndi:BPMNEdge>');
  }
  lines.push('    </bpmndi:BPMNPlane>', '  </bpmndi:BPMNDiagram>', '</definitions>', '');
  return lines.join('\n');
}

/** The diagram a new model starts with: a named start and end event joined by one flow. */
export function initialBpmn(key: string, name: string): string {
  return buildBpmn({
    key,
    name,
    nodes: [
      { id: 'start', kind: 'startEvent', name: '开始', x: 200, y: 200, initiator: 'applyUser' },
      { id: 'end', kind: 'endEvent', name: '结束', x: 400, y: 200 },
    ],
    flows: [{ id: 'flow_start_end', from: 'start', to: 'end' }],
  });
}
