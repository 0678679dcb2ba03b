/**
 * How the console words a journal row's comment (issue 23): a comment the server wrote comes with a
 * code and its parameters and is worded in the user's language (`appealTrack.comments.<code>`); a
 * person's own text (no code) is shown as written. Pure: unit-tested in both languages.
 */
import type { Light } from './actions';

export interface CodedComment {
  comment?: string | null;
  commentCode?: string | null;
  commentParams?: Record<string, unknown> | null;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const CODES = [
  'distributedTo',
  'cancelledTo',
  'dispatchLimit',
  'handler',
  'delayRequested',
  'delayPermitted',
  'lightSet',
  'lightCleared',
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The comment of a journal row in the user's language (the written comment when it has no known code). */
export function wordComment(track: CodedComment, t: Translate): string | null {
  const code = track.commentCode;
  if (!code || !CODES.includes(code)) return track.comment ?? null;
  const params = track.commentParams ?? {};
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, text(value)]),
  );
  // never escaped here: React shows the result as text
  const say = (key: string) =>
    t(`appealTrack.comments.${key}`, { ...values, interpolation: { escapeValue: false } });
  if (code === 'delayPermitted') return say(values.opinion ? 'delayPermittedWith' : 'delayPermitted');
  if (code === 'lightSet') {
    values.light = t(`appeal.lights.${text(params.light) as Light}`);
    values.reason = params.reason ? t(`appealLight.reasons.${text(params.reason)}`) : '';
    return say(values.description ? 'lightSetWith' : 'lightSet');
  }
  return say(code);
}
