/**
 * BPMN 2.0 diagrams (issue 21): `BpmnViewer` shows a process, an instance's current nodes highlighted
 * and its finished path marked (from the gateway's `process/diagram-view` answer); `BpmnModeler` edits a
 * model's XML, with a refused save's messages on the elements they concern. Both are bpmn-js, loaded
 * with a dynamic import when the first one is shown (the viewer and the modeler are chunks of their own,
 * the modeler being the larger): nothing of bpmn-js is in a page's first load or before login.
 * `preloadBpmn('viewer' | 'modeler')` fetches a chunk ahead (a page about to open a diagram; tests).
 *
 * ```tsx
 * <BpmnViewer xml={answer.xml} state={answer} />
 * <BpmnModeler xml={model.xml} refusal={refusal} onReady={(editor) => (editorRef.current = editor)} />
 * const xml = await editorRef.current.getXml();
 * ```
 */
import { Alert, Typography } from 'antd';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BpmnModelerImplProps } from './BpmnModelerImpl';
import type { BpmnViewerImplProps } from './BpmnViewerImpl';
import { type DiagramState, diagramElements, type ElementMessage, elementMessages } from './bpmnMarks';

export type { DiagramState, ElementMessage } from './bpmnMarks';

type Kind = 'viewer' | 'modeler';
type Impl = { viewer: ComponentType<BpmnViewerImplProps>; modeler: ComponentType<BpmnModelerImplProps> };

const loading: Partial<Record<Kind, Promise<unknown>>> = {};
const loaded: Partial<Record<Kind, unknown>> = {};
const importers: Record<Kind, () => Promise<unknown>> = {
  viewer: () => import('./BpmnViewerImpl').then((m) => m.default),
  modeler: () => import('./BpmnModelerImpl').then((m) => m.default),
};

function load<K extends Kind>(kind: K): Promise<Impl[K]> {
  loading[kind] ??= importers[kind]().then(
    (module) => {
      loaded[kind] = module;
      return module;
    },
    (error: unknown) => {
      delete loading[kind]; // tried again on the next diagram shown
      throw error;
    },
  );
  return loading[kind] as Promise<Impl[K]>;
}

/** Fetches the viewer's or the modeler's chunk ahead of the first diagram shown. */
export function preloadBpmn(kind: Kind): Promise<void> {
  return load(kind).then(() => undefined);
}

/** The chunk once it is in (state, not React.lazy, as the rich text editor: see ./RichText). */
function useImpl<K extends Kind>(kind: K): Impl[K] | null | 'failed' {
  const [impl, setImpl] = useState<Impl[K] | null | 'failed'>(() => (loaded[kind] as Impl[K]) ?? null);
  useEffect(() => {
    if (impl) return;
    load(kind).then(
      (module) => setImpl(() => module),
      () => setImpl('failed'),
    );
  }, [impl, kind]);
  return impl;
}

function Placeholder({ height, failed }: { height: number; failed?: boolean }) {
  const { t } = useTranslation();
  if (failed) return <Alert type="error" showIcon title={t('pieces.bpmn.failed')} />;
  return (
    <div
      aria-busy="true"
      role="status"
      aria-label={t('pieces.bpmn.loading')}
      style={{ height, background: 'var(--ant-color-fill-quaternary, #fafafa)' }}
    />
  );
}

/** The marks' colours: the current node's (the accent's blue) and the finished path's (green). */
const CURRENT_COLOR = '#1677ff';
const CURRENT_FILL = '#e6f4ff';
const FINISHED_COLOR = '#52c41a';
const FINISHED_FILL = '#f6ffed';
const KEY = { display: 'inline-block', width: 14, height: 10, border: '2px solid', borderRadius: 3 } as const;

export interface BpmnViewerProps {
  /** The process's BPMN XML. */
  xml: string | null | undefined;
  /** An instance's current and finished activities (the diagram-view answer); none: the bare process. */
  state?: DiagramState | undefined;
  /** Height of the drawing, in pixels (360 by default). */
  height?: number | undefined;
}

/**
 * A process diagram, read only (zoom with the wheel, move by dragging), its current nodes highlighted
 * and its finished path marked; under it the current nodes by name, as text.
 */
export function BpmnViewer({ xml, state, height = 360 }: BpmnViewerProps) {
  const { t } = useTranslation();
  const Impl = useImpl('viewer');
  const current = useMemo(() => {
    const active = new Set(state?.activeActivityIds ?? []);
    return diagramElements(xml)
      .filter((el) => active.has(el.id))
      .map((el) => el.name || el.id);
  }, [xml, state?.activeActivityIds]);
  if (!xml) return <Typography.Text type="secondary">{t('pieces.bpmn.none')}</Typography.Text>;
  return (
    <figure className="lx-bpmn" style={{ margin: 0 }}>
      {Impl && Impl !== 'failed' ? (
        <Impl xml={xml} state={state} height={height} label={t('pieces.bpmn.diagram')} />
      ) : (
        <Placeholder height={height} failed={Impl === 'failed'} />
      )}
      {state ? (
        <figcaption
          className="lx-bpmn-legend"
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 8 }}
        >
          <span style={{ ...KEY, borderColor: CURRENT_COLOR, background: CURRENT_FILL }} />
          <span>
            {current.length > 0
              ? t('pieces.bpmn.current', { names: current.join(', ') })
              : t('pieces.bpmn.noCurrent')}
          </span>
          <span style={{ ...KEY, borderColor: FINISHED_COLOR, background: FINISHED_FILL }} />
          <span>{t('pieces.bpmn.finished')}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What the page asks of a modeler once its diagram is in. */
export interface BpmnEditor {
  /** The diagram as BPMN XML, with its diagram interchange (what is saved). */
  getXml(): Promise<string>;
}

export interface BpmnModelerProps {
  /** The model's BPMN XML when the modeler opens (a new `xml` starts over). */
  xml: string;
  /** The gateway's refusal of the last save or deploy (`msg`): its messages shown on their elements. */
  refusal?: string | null | undefined;
  onReady?: ((editor: BpmnEditor) => void) | undefined;
  /** Height of the canvas, in pixels (520 by default). */
  height?: number | undefined;
}

/**
 * The BPMN modeler (palette, context pad, direct editing of names). A refused save's messages are listed
 * above the canvas and put on the elements they concern, as text.
 */
export function BpmnModeler({ xml, refusal, onReady, height = 520 }: BpmnModelerProps) {
  const { t } = useTranslation();
  const Impl = useImpl('modeler');
  // the refusal speaks of the XML last taken from the modeler (the one sent), not of the one it opened
  const sent = useRef(xml);
  const messages = useMemo<ElementMessage[]>(
    () =>
      refusal
        ? elementMessages(
            refusal,
            diagramElements(sent.current).map((el) => el.id),
          )
        : [],
    [refusal],
  );
  const ready = useMemo(
    () =>
      onReady &&
      ((editor: BpmnEditor) =>
        onReady({
          getXml: () =>
            editor.getXml().then((out) => {
              sent.current = out;
              return out;
            }),
        })),
    [onReady],
  );
  return (
    <div className="lx-bpmn">
      {messages.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('pieces.bpmn.problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {messages.map((m) => (
                <li key={`${m.elementId ?? ''}${m.message}`}>
                  {m.elementId ? `${m.elementId}: ` : ''}
                  {m.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {Impl && Impl !== 'failed' ? (
        <Impl
          xml={xml}
          messages={messages}
          onReady={ready}
          height={height}
          label={t('pieces.bpmn.modeler')}
        />
      ) : (
        <Placeholder height={height} failed={Impl === 'failed'} />
      )}
    </div>
  );
}
