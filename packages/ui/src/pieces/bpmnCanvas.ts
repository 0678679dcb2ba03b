/**
 * What the viewer and the modeler share once bpmn-js is in (imported only by ./BpmnViewerImpl and
 * ./BpmnModelerImpl, never by the first load): the diagram's graph from the element registry, and
 * the marks' styles.
 */
import type { DiagramGraph } from './bpmnMarks';

interface RegistryElement {
  id: string;
  type: string;
  businessObject?: { sourceRef?: { id: string }; targetRef?: { id: string } };
  waypoints?: unknown;
  labelTarget?: unknown;
}

export interface ElementRegistryLike {
  getAll(): RegistryElement[];
}

/** The nodes and sequence flows of the drawn diagram (labels and the root left out). */
export function graphOf(registry: ElementRegistryLike): DiagramGraph {
  const nodes: DiagramGraph['nodes'][number][] = [];
  const flows: DiagramGraph['flows'][number][] = [];
  for (const el of registry.getAll()) {
    if (el.labelTarget || el.type === 'label') continue;
    if (el.type === 'bpmn:SequenceFlow') {
      const source = el.businessObject?.sourceRef?.id;
      const target = el.businessObject?.targetRef?.id;
      if (source && target) flows.push({ id: el.id, source, target });
    } else if (!el.waypoints && el.type !== 'bpmn:Process' && el.type !== 'bpmn:Collaboration') {
      nodes.push({ id: el.id, type: el.type });
    }
  }
  return { nodes, flows };
}

/** The marks' look: the current node filled blue, the finished path green, a refused element red. */
export const MARK_STYLES = `
.lx-bpmn-canvas .djs-element.lx-bpmn-current .djs-visual > :nth-child(1) { stroke: #1677ff !important; stroke-width: 3px !important; fill: #e6f4ff !important; }
.lx-bpmn-canvas .djs-element.lx-bpmn-finished .djs-visual > :nth-child(1) { stroke: #52c41a !important; }
.lx-bpmn-canvas .djs-connection.lx-bpmn-finished .djs-visual > path { stroke: #52c41a !important; }
.lx-bpmn-canvas .djs-shape.lx-bpmn-finished .djs-visual > :nth-child(1) { fill: #f6ffed !important; }
.lx-bpmn-canvas .djs-element.lx-bpmn-error .djs-visual > :nth-child(1) { stroke: #ff4d4f !important; stroke-width: 2px !important; }
/* the notes tell, they never take a click meant for the element under them */
.lx-bpmn-canvas .djs-overlay-lx-bpmn-problem, .lx-bpmn-canvas .lx-bpmn-note { pointer-events: none; }
.lx-bpmn-canvas .lx-bpmn-note { transform: translateY(-100%); background: #fff1f0; color: #a8071a; border: 1px solid #ffa39e; border-radius: 4px; padding: 2px 6px; font-size: 12px; width: max-content; max-width: 240px; white-space: normal; }
.lx-bpmn-canvas .lx-bpmn-note-warn { background: #fffbe6; color: #ad6800; border-color: #ffe58f; }
`;
