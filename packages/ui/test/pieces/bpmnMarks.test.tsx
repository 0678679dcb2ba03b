/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions are ${...} texts, never JavaScript templates */
// The pure parts of the BPMN pieces: which elements a diagram marks current and finished from the
// gateway's diagram-view answer, and which element a refused model's message speaks of.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BpmnModeler, BpmnViewer } from '../../src/pieces/Bpmn';
import { diagramElements, diagramMarks, elementMessages, lintMessages } from '../../src/pieces/bpmnMarks';
import { renderInConsole, setupTexts } from './setup';

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

// start → 提交 → 审批 → gateway: pass → 人事 → end_ok; reject → end_no
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" id="d" targetNamespace="t">
  <bpmn:process id="leave" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="apply" name="提交" />
    <bpmn:userTask id="head" name="Head's approval" />
    <bpmn:exclusiveGateway id="gw" name="Decision" />
    <bpmn:userTask id="hr" name="HR approval" />
    <bpmn:endEvent id="ok" name="Approved" />
    <bpmn:endEvent id="no" name="Rejected" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <bpmn:sequenceFlow id="f2" sourceRef="apply" targetRef="head" />
    <bpmn:sequenceFlow id="f3" sourceRef="head" targetRef="gw" />
    <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="hr" />
    <bpmn:sequenceFlow id="f5" sourceRef="gw" targetRef="no" />
    <bpmn:sequenceFlow id="f6" sourceRef="hr" targetRef="ok" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="plane" bpmnElement="leave" /></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const graph = (() => {
  const all = diagramElements(XML);
  const doc = new DOMParser().parseFromString(XML, 'application/xml');
  const flows = [...doc.getElementsByTagName('bpmn:sequenceFlow')].map((f) => ({
    id: f.getAttribute('id') as string,
    source: f.getAttribute('sourceRef') as string,
    target: f.getAttribute('targetRef') as string,
  }));
  return { nodes: all.filter((el) => el.type !== 'bpmn:SequenceFlow' && el.type !== 'bpmn:Process'), flows };
})();

describe('diagramElements', () => {
  it('reads the process elements with their types and names, and nothing of an unreadable XML', () => {
    const all = diagramElements(XML);
    expect(all.find((el) => el.id === 'head')).toEqual({
      id: 'head',
      type: 'bpmn:UserTask',
      name: "Head's approval",
    });
    expect(all.find((el) => el.id === 'gw')?.type).toBe('bpmn:ExclusiveGateway');
    expect(all.some((el) => el.id === 'plane')).toBe(false); // diagram interchange is not the process
    expect(diagramElements('<not xml')).toEqual([]);
    expect(diagramElements(undefined)).toEqual([]);
  });
});

describe('diagramMarks', () => {
  it('marks the waiting task current and the path to it finished, the start event and flows inferred', () => {
    const marks = diagramMarks({ activeActivityIds: ['head'], finishedActivityIds: ['apply'] }, graph);
    expect(marks.current).toEqual(['head']);
    expect(marks.finished.sort()).toEqual(['apply', 'f1', 'f2', 'start']);
  });

  it('marks a gateway passed between two finished steps, and the branch not taken stays unmarked', () => {
    const marks = diagramMarks({ activeActivityIds: ['hr'], finishedActivityIds: ['apply', 'head'] }, graph);
    expect(marks.current).toEqual(['hr']);
    expect(marks.finished).toContain('gw');
    expect(marks.finished).toContain('f4');
    expect(marks.finished).not.toContain('f5');
    expect(marks.finished).not.toContain('no');
  });

  it('marks an ended instance up to its end event, with nothing current', () => {
    const marks = diagramMarks(
      { activeActivityIds: [], finishedActivityIds: ['apply', 'head', 'no'] },
      graph,
    );
    expect(marks.current).toEqual([]);
    expect(marks.finished).toEqual(expect.arrayContaining(['start', 'gw', 'f5', 'no']));
    expect(marks.finished).not.toContain('hr');
    expect(marks.finished).not.toContain('f4');
  });

  it('marks nothing for a bare process, and ignores ids the diagram does not have', () => {
    expect(diagramMarks({}, graph)).toEqual({ current: [], finished: [] });
    expect(diagramMarks({ activeActivityIds: ['gone'] }, graph)).toEqual({ current: [], finished: [] });
  });
});

describe('elementMessages', () => {
  const ids = ['start', 'Task_1', 'Task_10', 'Flow_1'];

  it("puts each of bpmnlint's errors on its element, with the rule named", () => {
    const msg =
      '流程模型校验未通过：label-required (Task_1): Element is missing label/name；no-disconnected (Task_10): Element is not connected；end-event-required: Process is missing end event';
    expect(elementMessages(msg, ids)).toEqual([
      { elementId: 'Task_1', message: 'Element is missing label/name (label-required)' },
      { elementId: 'Task_10', message: 'Element is not connected (no-disconnected)' },
      { elementId: undefined, message: 'Process is missing end event (end-event-required)' },
    ]);
  });

  it("finds the element the gateway's own checks name, the longest id first, not inside another word", () => {
    expect(elementMessages('流程模型包含本网关不执行的元素：bpmn:ServiceTask Task_10', ids)).toEqual([
      { elementId: 'Task_10', message: '流程模型包含本网关不执行的元素：bpmn:ServiceTask Task_10' },
    ]);
    expect(elementMessages('用户任务Task_1的表达式无法解析：${a(}', ids)[0]?.elementId).toBe('Task_1');
    expect(elementMessages('流程模型至少需要一个用户任务', ids)).toEqual([
      { elementId: undefined, message: '流程模型至少需要一个用户任务' },
    ]);
    expect(elementMessages('Flow_12 is not Flow_1x', ids)[0]?.elementId).toBeUndefined();
    expect(elementMessages('  ', ids)).toEqual([]);
  });
});

describe('lintMessages', () => {
  it("turns bpmnlint's reports into messages per element, errors before warnings, each naming its rule", () => {
    expect(
      lintMessages({
        'superfluous-gateway': [{ id: 'gw', message: 'Gateway is superfluous', category: 'warn' }],
        'label-required': [{ id: 'Task_1', message: 'Element is missing label/name', category: 'error' }],
        'end-event-required': [{ id: 'leave', message: 'Process is missing end event', category: 'error' }],
      }),
    ).toEqual([
      { elementId: 'Task_1', message: 'Element is missing label/name (label-required)', error: true },
      { elementId: 'leave', message: 'Process is missing end event (end-event-required)', error: true },
      { elementId: 'gw', message: 'Gateway is superfluous (superfluous-gateway)', error: false },
    ]);
    expect(lintMessages({})).toEqual([]);
  });
});

describe('BpmnViewer and BpmnModeler (around bpmn-js)', () => {
  it('names the current nodes under the diagram, as text', async () => {
    renderInConsole(
      <BpmnViewer xml={XML} state={{ activeActivityIds: ['head'], finishedActivityIds: ['apply'] }} />,
    );
    expect(await screen.findByText("Current: Head's approval")).toBeTruthy();
    expect(screen.getByText('Finished path')).toBeTruthy();
  });

  it('says when there is no diagram, and when an instance has ended', async () => {
    const { unmount } = renderInConsole(<BpmnViewer xml="" />);
    expect(await screen.findByText('No diagram')).toBeTruthy();
    unmount();
    renderInConsole(<BpmnViewer xml={XML} state={{ activeActivityIds: [], finishedActivityIds: ['no'] }} />);
    expect(await screen.findByText('The process has ended')).toBeTruthy();
  });

  it("lists a refusal's messages with their elements above the modeler, as text", async () => {
    renderInConsole(
      <BpmnModeler
        xml={XML}
        refusal={'流程模型校验未通过：label-required (hr): <b>missing</b> name；end-event-required: no end'}
      />,
    );
    expect(await screen.findByText('The model did not pass the checks')).toBeTruthy();
    expect(screen.getByText('hr: <b>missing</b> name (label-required)')).toBeTruthy();
    expect(screen.getByText('no end (end-event-required)')).toBeTruthy();
  });
});
