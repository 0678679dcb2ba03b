/**
 * What the console says to its user outside a page's own layout: confirmations, toasts and notices
 * (issue 25). The kit's stand-in for antd's `App`, which took antd's modal, message and notification
 * (16 KiB of gzip JavaScript) into every console's first load, though a list page opens none of
 * them until its user acts. Here the three holders are drawn, and their code fetched, the first time
 * something is said; what is said before they are here waits for them and is then shown in order.
 *
 * `FeedbackRoot` also draws what `App` drew around the console: an element with antd's text colour, size,
 * line height and font, which carries the theme's CSS variables (`.lx-app`, feedback.css).
 */
import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import { Component, createContext, type Key, type ReactNode, useContext, useState } from 'react';
import { laterPiece } from '../pieces/later';
import './feedback.css';

/** The holders' own interfaces, as antd's hooks answer them (holders.tsx). */
export interface FeedbackApis {
  modal: { confirm(config: ModalFuncProps): unknown };
  message: { open(config: MessageArgsProps): unknown };
  notification: { info(config: NotificationArgsProps): void; destroy(key?: Key): void };
}

/** What a component may say: the same calls as antd's `App.useApp()`, those the console uses. */
export interface Feedback {
  modal: { confirm(config: ModalFuncProps): void };
  message: { open(config: MessageArgsProps): void };
  notification: { info(config: NotificationArgsProps): void; destroy(key?: Key): void };
}

const FeedbackContext = createContext<Feedback | null>(null);

const FeedbackHolders = laterPiece<{ onReady: (apis: FeedbackApis) => void }>(() =>
  import('./holders').then(async (module) => {
    await module.partsReady;
    return module.FeedbackHolders;
  }),
);

/**
 * The holders' code could not be fetched (the network): nothing is drawn instead of the console failing
 * around them, and the next thing said asks for it again (`onError`; the calls wait meanwhile).
 */
class HoldersBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The channel between the calls and the holders: calls made before they are here wait in `queue`. */
interface Channel {
  apis?: FeedbackApis;
  queue: ((apis: FeedbackApis) => void)[];
}

function createFeedback(channel: Channel, want: () => void): Feedback {
  const run = (call: (apis: FeedbackApis) => void) => {
    if (channel.apis) call(channel.apis);
    else {
      channel.queue.push(call);
      want();
    }
  };
  return {
    modal: { confirm: (config) => run((apis) => void apis.modal.confirm(config)) },
    message: { open: (config) => run((apis) => void apis.message.open(config)) },
    notification: {
      info: (config) => run((apis) => apis.notification.info(config)),
      // nothing was shown before the holders are here: nothing to take away
      destroy: (key) => channel.apis?.notification.destroy(key),
    },
  };
}

/**
 * Under antd's ConfigProvider: the console's frame element, with the class of the theme's CSS variables
 * (`variables`, the ConfigProvider's `cssVar.key`), and the holders once something is said.
 */
export function FeedbackRoot({ variables, children }: { variables: string; children: ReactNode }) {
  // 0 until something is said; then the holders' attempt, one more after each failed fetch
  const [attempt, setAttempt] = useState(0);
  const [channel] = useState<Channel & { failed?: boolean }>(() => ({ queue: [] }));
  const [feedback] = useState(() =>
    createFeedback(channel, () => {
      const retry = channel.failed === true;
      channel.failed = false;
      setAttempt((now) => (now === 0 || retry ? now + 1 : now));
    }),
  );
  const [failed] = useState(() => () => {
    channel.failed = true;
  });
  const [ready] = useState(() => (apis: FeedbackApis) => {
    channel.apis = apis;
    for (const call of channel.queue.splice(0)) call(apis);
  });
  return (
    <FeedbackContext.Provider value={feedback}>
      <div className={`lx-app ${variables}`}>
        {attempt > 0 && (
          <HoldersBoundary key={attempt} onError={failed}>
            <FeedbackHolders onReady={ready} />
          </HoldersBoundary>
        )}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** Confirmations, toasts and notices, under `ConsoleProviders` (its `FeedbackRoot`). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() outside ConsoleProviders');
  return feedback;
}
