/**
 * The viewer behind `BpmnViewer` (./Bpmn), in a chunk of its own: bpmn-js's `NavigatedViewer` (zoom
 * and move), the instance's marks from `diagramMarks` (./bpmnMarks).
 */
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { Alert } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ElementRegistryLike, graphOf, MARK_STYLES } from './bpmnCanvas';
import { type DiagramState, diagramMarks } from './bpmnMarks';

export interface BpmnViewerImplProps {
  xml: string;
  state?: DiagramState | undefined;
  height: number;
  label: string;
}

interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center?: 'auto'): void;
}

export default function BpmnViewerImpl({ xml, state, height, label }: BpmnViewerImplProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const active = (state?.activeActivityIds ?? []).join(',');
  const finished = (state?.finishedActivityIds ?? []).join(',');
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let alive = true;
    setFailed(false);
    let viewer: NavigatedViewer | undefined;
    try {
      viewer = new NavigatedViewer({ container });
    } catch {
      setFailed(true);
      return;
    }
    const shown = viewer;
    let drawn = false;
    shown.importXML(xml).then(
      () => {
        if (!alive) return;
        drawn = true;
        const canvas = shown.get<Canvas>('canvas');
        const marks = diagramMarks(
          {
            activeActivityIds: active ? active.split(',') : [],
            finishedActivityIds: finished ? finished.split(',') : [],
          },
          graphOf(shown.get<ElementRegistryLike>('elementRegistry')),
        );
        for (const id of marks.finished) canvas.addMarker(id, 'lx-bpmn-finished');
        for (const id of marks.current) canvas.addMarker(id, 'lx-bpmn-current');
        try {
          canvas.zoom('fit-viewport', 'auto');
        } catch {
          // a container without a size (hidden) keeps the diagram's own scale
        }
      },
      () => alive && setFailed(true),
    );
    // a window made narrower or wider (a phone turned, a drawer resized): the diagram fits it again
    const fit = () => {
      if (!drawn) return;
      try {
        shown.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
      } catch {
        // no size yet
      }
    };
    const watcher = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    watcher?.observe(container);
    return () => {
      alive = false;
      watcher?.disconnect();
      shown.destroy();
    };
  }, [xml, active, finished]);
  return (
    <>
      <style>{MARK_STYLES}</style>
      {failed ? <Alert type="error" showIcon title={t('pieces.bpmn.failed')} /> : null}
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="lx-bpmn-canvas"
        style={{ height, border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 8 }}
      />
    </>
  );
}
