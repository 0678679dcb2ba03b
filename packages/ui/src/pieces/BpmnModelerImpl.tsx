/**
 * The modeler behind `BpmnModeler` (./Bpmn), in a chunk of its own: bpmn-js's `Modeler` (palette,
 * context pad, direct editing), XML in and out, a refusal's messages as overlays on their elements
 * (text, never markup).
 */
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { Alert } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmnEditor } from './Bpmn';
import { MARK_STYLES } from './bpmnCanvas';
import { lintDefinitions } from './bpmnLint';
import type { ElementMessage } from './bpmnMarks';

export interface BpmnModelerImplProps {
  xml: string;
  messages: readonly ElementMessage[];
  onReady?: ((editor: BpmnEditor) => void) | undefined;
  height: number;
  label: string;
}

interface Canvas {
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center?: 'auto'): void;
}
interface Overlays {
  add(
    id: string,
    type: string,
    overlay: { position: { top?: number; left?: number; bottom?: number }; html: HTMLElement },
  ): string;
  remove(filter: { type: string }): void;
}
interface Registry {
  get(id: string): unknown;
}

export default function BpmnModelerImpl({ xml, messages, onReady, height, label }: BpmnModelerImplProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [failed, setFailed] = useState(false);
  // bpmnlint's findings, run again a moment after each change: shown on their elements as they appear
  const [lint, setLint] = useState<(ElementMessage & { error: boolean })[]>([]);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let alive = true;
    setFailed(false);
    let made: Modeler;
    try {
      made = new Modeler({ container });
    } catch {
      setFailed(true);
      return;
    }
    made.importXML(xml).then(
      () => {
        if (!alive) return;
        try {
          made.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        } catch {
          // a container without a size keeps the diagram's own scale
        }
        setModeler(made);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const relint = () =>
          lintDefinitions(made.getDefinitions()).then(
            (found) => alive && setLint(found),
            () => undefined, // the gateway lints on save anyway
          );
        made.on('commandStack.changed', () => {
          clearTimeout(timer);
          timer = setTimeout(relint, 300);
        });
        void relint();
        ready.current?.({
          getXml: () => made.saveXML({ format: true }).then((out) => out.xml ?? ''),
        });
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      setModeler(null);
      made.destroy();
    };
  }, [xml]);

  useEffect(() => {
    if (!modeler) return;
    const overlays = modeler.get<Overlays>('overlays');
    const canvas = modeler.get<Canvas>('canvas');
    const registry = modeler.get<Registry>('elementRegistry');
    // one note per element: the refusal's messages and bpmnlint's, each once, as text
    const byElement = new Map<string, { lines: string[]; error: boolean }>();
    for (const m of [...messages.map((one) => ({ ...one, error: true })), ...lint]) {
      if (!m.elementId || !registry.get(m.elementId)) continue;
      const entry = byElement.get(m.elementId) ?? { lines: [], error: false };
      if (!entry.lines.includes(m.message)) entry.lines.push(m.message);
      entry.error ||= m.error;
      byElement.set(m.elementId, entry);
    }
    for (const [id, entry] of byElement) {
      const note = document.createElement('div');
      note.className = entry.error ? 'lx-bpmn-note' : 'lx-bpmn-note lx-bpmn-note-warn';
      note.setAttribute('role', 'note');
      for (const line of entry.lines) {
        const one = document.createElement('div');
        one.textContent = line;
        note.append(one);
      }
      overlays.add(id, 'lx-bpmn-problem', { position: { top: -8, left: 0 }, html: note });
      if (entry.error) canvas.addMarker(id, 'lx-bpmn-error');
    }
    return () => {
      overlays.remove({ type: 'lx-bpmn-problem' });
      for (const [id, entry] of byElement)
        if (entry.error && registry.get(id)) canvas.removeMarker(id, 'lx-bpmn-error');
    };
  }, [modeler, messages, lint]);

  return (
    <>
      <style>{MARK_STYLES}</style>
      {failed ? <Alert type="error" showIcon title={t('pieces.bpmn.failed')} /> : null}
      <div
        ref={box}
        role="application"
        aria-label={label}
        className="lx-bpmn-canvas"
        style={{ height, border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 8 }}
      />
    </>
  );
}
